import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.ts';

// Login attempts as the throttle tests send them: each from a client address of the test's choosing (the
// socket's peer; no proxy is trusted), with or without a known-device cookie.

/** Client addresses in 10.<first>.x.y that no other caller of this sequence gets. */
export function addressSequence(first: number): () => string {
  let count = 0;
  return () => {
    count += 1;
    return `10.${first}.${Math.floor(count / 250)}.${(count % 250) + 1}`;
  };
}

export function loginFrom(t: TestApp, email: string, password: string, from: string, device?: string) {
  return t.inject({
    method: 'POST',
    url: '/auth/login',
    remoteAddress: from,
    cookies: device ? { hp_device: device } : {},
    payload: { email, password },
  });
}

export function deviceCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'hp_device');
  if (!cookie) throw new Error(`no device cookie: ${response.statusCode} ${response.body}`);
  return cookie.value;
}
