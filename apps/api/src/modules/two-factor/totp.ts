import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;

function totpFor(secretBase32: string, label = 'Hostportaal') {
  return new TOTP({
    issuer: 'Hostportaal',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function createTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export async function totpEnrolment(secretBase32: string, email: string) {
  const otpauthUrl = totpFor(secretBase32, email).toString();
  return {
    secret: secretBase32,
    otpauthUrl,
    // qrcode loads with the first enrolment, not with the server.
    qrCode: await (await import('qrcode')).default.toDataURL(otpauthUrl, { margin: 1, width: 220 }),
  };
}

// Accepts the current code and one step either side (clock drift); returns the matched time step
// so the caller can refuse a code that was already used.
export function matchTotp(secretBase32: string, code: string, now: Date): number | null {
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

export function totpCode(secretBase32: string, now: Date): string {
  return totpFor(secretBase32).generate({ timestamp: now.getTime() });
}
