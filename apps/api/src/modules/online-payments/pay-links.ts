import { hkdfSync } from 'node:crypto';
import { amsterdamToday, type IsoDate } from '@hostportaal/domain';
import { errors, jwtVerify, SignJWT } from 'jose';
import { refusal } from '../../app-error.ts';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { activeProvider, loadOnlinePaymentSettings, type ProviderConfig } from './online-payment-settings.ts';

// The public pay link (issue 29): printed on a 14-dagenbrief or incassobrief, in an invoice e-mail for a
// transfer customer and in every reminder. It names whose claims and which ones, signed with a key derived
// from SECRETS_KEY (never the key itself, and never the access tokens' key), and it expires. The amount is
// not in it: the page asks what is open when it is opened, so an old letter can never charge too much.

/** One invoice, one letter (its claims and fee), or everything the customer has open. */
export type PayTarget =
  | { scope: 'invoice'; userId: string; invoiceId: string }
  | { scope: 'letter'; userId: string; letterId: string }
  | { scope: 'all'; userId: string };

/** Long enough for a letter's 14-day term, the post and a late reader; after that, the portal or a transfer. */
export const PAY_LINK_DAYS = 60;
const AUDIENCE = 'pay-link';
const ISSUER = 'hostportaal';
const DAY_SECONDS = 24 * 60 * 60;

type SigningConfig = Pick<Config, 'SECRETS_KEY' | 'PUBLIC_URL'>;

function keyOf(secretsKey: string): Uint8Array {
  const derived = hkdfSync('sha256', Buffer.from(secretsKey, 'base64'), Buffer.alloc(0), 'pay-link v1', 32);
  return new Uint8Array(derived);
}

const scopeCodes = { invoice: 'i', letter: 'l', all: 'a' } as const;

export type PayLinks = {
  /** The link for `target`, valid PAY_LINK_DAYS from `now`. */
  urlFor: (target: PayTarget) => Promise<string>;
  /** The last day (Amsterdam) the links work, for the text beside them. */
  validUntil: IsoDate;
};

/** A link as a letter or mail offers it, with its last day; null when there are no pay links. */
export type OfferedPayLink = { url: string; validUntil: IsoDate };

export async function offerPayLink(
  payLinks: PayLinks | null | undefined,
  target: PayTarget,
): Promise<OfferedPayLink | null> {
  return payLinks ? { url: await payLinks.urlFor(target), validUntil: payLinks.validUntil } : null;
}

export function createPayLinks(config: SigningConfig, now: Date): PayLinks {
  const key = keyOf(config.SECRETS_KEY);
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + PAY_LINK_DAYS * DAY_SECONDS;
  return {
    validUntil: amsterdamToday(new Date(expiresAt * 1000)),
    async urlFor(target) {
      const id =
        target.scope === 'invoice' ? target.invoiceId : target.scope === 'letter' ? target.letterId : '';
      const token = await new SignJWT({ s: scopeCodes[target.scope], ...(id ? { id } : {}) })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject(target.userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
      return `${config.PUBLIC_URL}/betalen/${token}`;
    },
  };
}

const invalid = () =>
  refusal(
    'NOT_FOUND',
    'pay_link_invalid',
    'Deze betaallink klopt niet. Gebruik de link uit de e-mail of brief.',
  );

/** The target a link names, once its signature and date hold; a forged, damaged or expired link is refused. */
export async function readPayLink(
  config: Pick<Config, 'SECRETS_KEY'>,
  token: string,
  now: Date,
): Promise<PayTarget & { expiresAt: Date }> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, keyOf(config.SECRETS_KEY), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['exp', 'iat', 'sub'],
      maxTokenAge: PAY_LINK_DAYS * DAY_SECONDS,
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired)
      throw refusal(
        'NOT_FOUND',
        'pay_link_expired',
        'Deze betaallink is verlopen. Log in om te betalen, of maak het bedrag over met het betalingskenmerk.',
      );
    throw invalid();
  }
  const userId = typeof payload.sub === 'string' ? payload.sub : '';
  const id = typeof payload.id === 'string' ? payload.id : '';
  const expiresAt = new Date(Number(payload.exp) * 1000);
  const uuid = /^[0-9a-f-]{36}$/;
  if (!uuid.test(userId)) throw invalid();
  if (payload.s === 'a') return { scope: 'all', userId, expiresAt };
  if (!uuid.test(id)) throw invalid();
  if (payload.s === 'i') return { scope: 'invoice', userId, invoiceId: id, expiresAt };
  if (payload.s === 'l') return { scope: 'letter', userId, letterId: id, expiresAt };
  throw invalid();
}

/** Pay links for what is sent now, or null while online payment is off (then no letter or mail offers one). */
export async function payLinksWhenOn(
  db: DbOrTx,
  config: ProviderConfig,
  now: Date,
): Promise<PayLinks | null> {
  return activeProvider(config, await loadOnlinePaymentSettings(db)) ? createPayLinks(config, now) : null;
}

/** The link a reminder or letter offers: the letter's, the one claim's, or everything open. */
export function payTargetOf(
  userId: string,
  input: { letterId?: string | null; invoiceIds: string[] },
): PayTarget {
  if (input.letterId) return { scope: 'letter', userId, letterId: input.letterId };
  const [only] = input.invoiceIds;
  return input.invoiceIds.length === 1 && only
    ? { scope: 'invoice', userId, invoiceId: only }
    : { scope: 'all', userId };
}
