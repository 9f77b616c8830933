import type {
  OnlinePaymentMethod,
  OnlinePaymentMode,
  OnlinePaymentSettingsView,
  UpdateOnlinePaymentSettingsBody,
} from '@hostportaal/contract';
import { ONLINE_PAYMENT_METHODS } from '@hostportaal/contract';
import { AppError } from '../../app-error.ts';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type OnlinePaymentSettings, onlinePaymentSettings } from '../../db/schema/index.ts';
import { secretBox } from '../../secret-box.ts';
import { mollieProvider, type PaymentProvider } from './payment-provider.ts';

// The company's online-payment settings (issue 29): off, the built-in Testmodus (demo, never in production), or
// Mollie's test or live mode with the company's API key, kept sealed like the panel keys and never shown again.

/** The key the built-in fake accepts: not a secret, it opens nothing but the fake. */
export const DEMO_API_KEY = 'test_hostportaaldemo00000000000000000000';
/** Where the built-in fake is mounted on this server (app.ts), outside production only. */
export const FAKE_MOLLIE_PREFIX = '/__fake-mollie';

const defaults: Omit<OnlinePaymentSettings, 'updatedAt'> = {
  id: 1,
  mode: 'off',
  apiKeySealed: null,
  apiKeyHint: null,
  methods: ['ideal', 'bancontact', 'creditcard'],
  updatedBy: null,
};

export async function loadOnlinePaymentSettings(db: DbOrTx) {
  const [row] = await db.select().from(onlinePaymentSettings).limit(1);
  return row ?? { ...defaults, updatedAt: new Date(0) };
}

const knownMethods = (methods: string[]) =>
  methods.filter((method): method is OnlinePaymentMethod =>
    (ONLINE_PAYMENT_METHODS as readonly string[]).includes(method),
  );

export function settingsView(config: Config, row: OnlinePaymentSettings): OnlinePaymentSettingsView {
  return {
    mode: row.mode,
    apiKeyHint: row.apiKeyHint,
    methods: knownMethods(row.methods),
    demoAvailable: config.NODE_ENV !== 'production',
  };
}

/** The key's prefix and its last four characters: enough to tell which key is stored. */
const hintOf = (key: string) => `${key.slice(0, key.indexOf('_') + 1)}…${key.slice(-4)}`;

export async function updateOnlinePaymentSettings(
  db: DbOrTx,
  config: Config,
  body: UpdateOnlinePaymentSettingsBody,
  actor: { id: string; now: Date },
): Promise<OnlinePaymentSettingsView> {
  const current = await loadOnlinePaymentSettings(db);
  const invalid = (field: string, message: string) =>
    new AppError('VALIDATION_FAILED', { details: [{ field, message }] });
  if (body.mode === 'demo' && config.NODE_ENV === 'production')
    throw invalid('mode', 'De testmodus zonder netwerk bestaat niet in productie');
  if (body.mode === 'test' || body.mode === 'live') {
    const prefix = `${body.mode}_`;
    if (body.apiKey && !body.apiKey.startsWith(prefix))
      throw invalid('apiKey', `Een ${body.mode === 'test' ? 'test' : 'live'}-sleutel begint met ${prefix}`);
    if (!body.apiKey && !current.apiKeyHint?.startsWith(prefix))
      throw invalid('apiKey', `Vul de ${body.mode === 'test' ? 'test' : 'live'}-sleutel van Mollie in`);
  }
  const key = body.apiKey
    ? { apiKeySealed: secretBox(config.SECRETS_KEY).seal(body.apiKey), apiKeyHint: hintOf(body.apiKey) }
    : {};
  const values = {
    mode: body.mode,
    methods: body.methods,
    ...key,
    updatedBy: actor.id,
    updatedAt: actor.now,
  };
  const [row] = await db
    .insert(onlinePaymentSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: onlinePaymentSettings.id, set: values })
    .returning();
  if (!row) throw new Error('online payment settings not written');
  return settingsView(config, row);
}

/** What finding the provider needs of the configuration (the jobs get just this). */
export type ProviderConfig = Pick<Config, 'NODE_ENV' | 'SECRETS_KEY' | 'PUBLIC_URL' | 'MOLLIE_API_ENDPOINT'>;

export type ActiveProvider = {
  provider: PaymentProvider;
  mode: Exclude<OnlinePaymentMode, 'off'>;
  methods: OnlinePaymentMethod[];
};

const providers = new Map<string, PaymentProvider>();

/**
 * The provider as the settings have it now, or null when online payment is off (or the Testmodus in
 * production, or a key that no longer opens with SECRETS_KEY): then no pay button shows.
 */
export function activeProvider(
  config: ProviderConfig,
  row: OnlinePaymentSettings,
  /** The mode a payment was made in: its webhook and refunds go there even after the settings changed. */
  modeOfPayment?: Exclude<OnlinePaymentMode, 'off'>,
): ActiveProvider | null {
  const mode = modeOfPayment ?? row.mode;
  if (mode === 'off') return null;
  // A payment made in test mode is not asked of the live key, nor the other way round.
  if (modeOfPayment && (mode === 'test' || mode === 'live') && !row.apiKeyHint?.startsWith(`${mode}_`))
    return null;
  let apiKey: string;
  if (mode === 'demo') {
    if (config.NODE_ENV === 'production') return null;
    apiKey = DEMO_API_KEY;
  } else {
    if (!row.apiKeySealed) return null;
    try {
      apiKey = secretBox(config.SECRETS_KEY).open(row.apiKeySealed);
    } catch {
      return null;
    }
  }
  const apiEndpoint =
    config.MOLLIE_API_ENDPOINT ??
    (mode === 'demo' ? `${new URL(config.PUBLIC_URL).origin}${FAKE_MOLLIE_PREFIX}/v2/` : undefined);
  const cacheKey = `${apiEndpoint ?? 'mollie'} ${apiKey}`;
  let provider = providers.get(cacheKey);
  if (!provider) {
    provider = mollieProvider({ apiKey, ...(apiEndpoint ? { apiEndpoint } : {}) });
    if (providers.size > 8) providers.clear();
    providers.set(cacheKey, provider);
  }
  return { provider, mode, methods: knownMethods(row.methods) };
}
