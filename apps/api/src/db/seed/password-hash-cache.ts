import { hashPassword } from '../../modules/auth/password.ts';

export const defaultTestPassword = 'Test!2026pass';

const hashes = new Map<string, Promise<string>>();

// argon2 is slow on purpose: hash each seed or test password once per process and reuse it.
export function cachedPasswordHash(password: string = defaultTestPassword): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}
