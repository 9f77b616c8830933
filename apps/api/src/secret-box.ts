import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Secrets kept in the database (panel login keys, TOTP secrets) are encrypted with AES-256-GCM under the key from
// config (SECRETS_KEY). The stored text is `v1.<iv>.<tag>.<ciphertext>` in base64url: the version leaves
// room for a key change, and the tag makes a tampered or wrongly keyed value fail instead of decrypting
// to nonsense.

const VERSION = 'v1';
export const SEALED_PREFIX = `${VERSION}.`;

/** Whether a stored value is sealed (base32 TOTP secrets and login keys never start with 'v1.'). */
export function isSealed(stored: string): boolean {
  return stored.startsWith(SEALED_PREFIX);
}

export type SecretBox = { seal: (plain: string) => string; open: (sealed: string) => string };

export function secretBox(keyText: string): SecretBox {
  const key = Buffer.from(keyText, 'base64');
  if (key.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || data === undefined)
        throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
