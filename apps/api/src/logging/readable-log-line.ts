// In development the console shows each log entry as one readable line instead of pino's JSON (issue 19):
//   14:03:21 GET /api/dashboard/summary 200 12 ms
//   14:03:25 WARN job failed queue=provisioning
// A stack, when an entry carries one, follows on its own lines. Production keeps the JSON lines.

const LEVEL_LABELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
// Shown another way (time, level, the request line) or noise on a developer's console.
const NOT_AS_FIELDS = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'responseTime',
  'err',
]);

type Entry = Record<string, unknown> & {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
};

function fieldText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One pino JSON line as the console shows it in development; a line that is not JSON passes unchanged. */
export function readableLogLine(jsonLine: string): string {
  let entry: Entry;
  try {
    entry = JSON.parse(jsonLine) as Entry;
  } catch {
    return jsonLine.endsWith('\n') ? jsonLine : `${jsonLine}\n`;
  }
  const parts = [new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8)];
  const label = LEVEL_LABELS[entry.level ?? 30];
  if (label) parts.push(label);
  if (entry.req && entry.res && entry.responseTime !== undefined) {
    parts.push(
      `${entry.req.method} ${entry.req.url} ${entry.res.statusCode} ${Math.round(entry.responseTime)} ms`,
    );
    if (entry.err?.message) parts.push(entry.err.message);
  } else {
    if (entry.msg) parts.push(entry.msg);
    if (entry.err?.message && entry.err.message !== entry.msg) parts.push(entry.err.message);
  }
  for (const [key, value] of Object.entries(entry)) {
    if (!NOT_AS_FIELDS.has(key) && value !== undefined) parts.push(`${key}=${fieldText(value)}`);
  }
  const stack = entry.err?.stack ? `\n${entry.err.stack.replace(/^/gm, '    ')}` : '';
  return `${parts.join(' ')}${stack}\n`;
}

/** A pino destination writing readable lines to the console. */
export const readableConsole = {
  write(jsonLine: string) {
    process.stdout.write(readableLogLine(jsonLine));
  },
};
