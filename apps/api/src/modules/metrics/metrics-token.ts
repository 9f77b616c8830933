import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries the metrics token as a bearer credential. Both sides are hashed
 * first, so the comparison takes the same time whatever the header holds, its length included.
 */
export function metricsTokenCheck(token: string): (authorization: string | undefined) => boolean {
  const expected = digest(token);
  return (authorization) => {
    const given = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : '';
    return timingSafeEqual(digest(given), expected);
  };
}
