import { describe, expect, it } from 'vitest';
import { readableLogLine } from './readable-log-line.ts';

const at = new Date(2026, 10, 26, 14, 3, 21).getTime();

describe('the development console', () => {
  it('shows a finished request as method, path, status and milliseconds on one line', () => {
    const line = JSON.stringify({
      level: 30,
      time: at,
      pid: 1,
      hostname: 'vm',
      reqId: 'req-1',
      req: { method: 'GET', url: '/api/dashboard/summary', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: 12.4,
      msg: 'request completed',
    });
    expect(readableLogLine(`${line}\n`)).toBe('14:03:21 GET /api/dashboard/summary 200 12 ms\n');
  });

  it('labels a warning and shows its fields, and puts an error stack on the lines below', () => {
    const warning = JSON.stringify({
      level: 40,
      time: at,
      msg: 'job failed',
      queue: 'provisioning',
      attempt: 2,
    });
    expect(readableLogLine(warning)).toBe('14:03:21 WARN job failed queue=provisioning attempt=2\n');

    const error = JSON.stringify({
      level: 50,
      time: at,
      msg: 'billing run failed',
      err: {
        type: 'Error',
        message: 'connection lost',
        stack: 'Error: connection lost\n    at run (billing.ts:1)',
      },
    });
    expect(readableLogLine(error)).toBe(
      '14:03:21 ERROR billing run failed connection lost\n    Error: connection lost\n        at run (billing.ts:1)\n',
    );
  });

  it('passes a line that is not JSON through unchanged', () => {
    expect(readableLogLine('plain text')).toBe('plain text\n');
  });
});
