import { createHash, randomBytes } from 'node:crypto';

// Opaque tokens (refresh, password reset, e-mail verification) are stored only as their SHA-256.
export function createSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
