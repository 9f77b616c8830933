import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger-options.ts';
import { readableLogLine } from './readable-log-line.ts';

async function linesForOneRequest(nodeEnv: 'development' | 'production') {
  const lines: string[] = [];
  const options = loggerOptions({ NODE_ENV: nodeEnv, LOG_LEVEL: 'info' }, true, {
    write: (line) => lines.push(readableLogLine(line)),
  });
  const app = Fastify(options);
  app.get('/api/ping', async () => ({ ok: true }));
  await app.inject({ method: 'GET', url: '/api/ping' });
  await app.close();
  return lines;
}

describe('logger options', () => {
  it('log one readable line per request outside production', async () => {
    const lines = await linesForOneRequest('development');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d GET \/api\/ping 200 \d+ ms\n$/);
  });

  it('keep pino JSON lines on stdout in production', () => {
    const options = loggerOptions({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }, true);
    expect(options).toEqual({ logger: expect.objectContaining({ level: 'warn' }) });
    expect(options.logger).not.toHaveProperty('stream');
  });

  it('log nothing at LOG_LEVEL=silent', () => {
    expect(loggerOptions({ NODE_ENV: 'development', LOG_LEVEL: 'silent' }, true)).toEqual({ logger: false });
  });
});
