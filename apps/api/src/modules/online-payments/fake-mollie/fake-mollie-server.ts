import Fastify from 'fastify';
import { type FakeMollieControl, type FakeMollieOptions, fakeMollie } from './fake-mollie.ts';

// The fake Mollie on a port of its own on 127.0.0.1, for the tests: the real client is pointed at `apiEndpoint`.

export type FakeMollieServer = {
  url: string;
  apiEndpoint: string;
  control: FakeMollieControl;
  close: () => Promise<void>;
};

export async function startFakeMollie(
  options: Omit<FakeMollieOptions, 'publicBaseUrl'> = {},
): Promise<FakeMollieServer> {
  const app = Fastify({ logger: false });
  let base = '';
  const fake = fakeMollie({
    ...options,
    get publicBaseUrl() {
      return base;
    },
  });
  await app.register(fake.plugin, { prefix: '/__fake-mollie' });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  base = `${address}/__fake-mollie`;
  return { url: base, apiEndpoint: `${base}/v2/`, control: fake.control, close: () => app.close() };
}
