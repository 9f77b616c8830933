import type { AuditLogEntry } from '@hostportaal/contract';
import { formatDateShort } from '../../../../lib/dates/format-date';

/** One field of a before → after comparison; a value absent on one side is `undefined` there. */
export interface AuditFieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** JSON with the object keys sorted, so two equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The fields that differ between two snapshots, in the order of `before` and then the fields only `after`
 * has. A missing snapshot counts as empty, so a removal lists every field it had.
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditFieldChange[] {
  const old = before ?? {};
  const now = after ?? {};
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return fields
    .map((field) => ({ field, before: old[field], after: now[field] }))
    .filter((change) => canonical(change.before) !== canonical(change.after));
}

/** A row the audit trail wrote for a route without a named action: its action is "METHOD /route". */
export function isRouteAction(entry: Pick<AuditLogEntry, 'action' | 'method' | 'route'>): boolean {
  return entry.action === `${entry.method} ${entry.route}`;
}

/**
 * How a recorded value reads: text as it is, numbers and booleans as written, objects and lists as
 * indented JSON; null for nothing (the screen says "empty"). Always text: the screen never renders HTML.
 */
export function auditValueText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value, null, 2);
}

/** Named actions with a readable label in the catalogue (`adminAudit.actions.*`). */
export const NAMED_AUDIT_ACTIONS = [
  'user.activate',
  'user.deactivate',
  'user.change_role',
  'user.update',
  'user.delete',
  'user.anonymise',
  'user.contact',
] as const;
export type NamedAuditAction = (typeof NAMED_AUDIT_ACTIONS)[number];

export function namedAuditAction(action: string): NamedAuditAction | null {
  return NAMED_AUDIT_ACTIONS.find((named) => named === action) ?? null;
}

const amsterdamSeconds = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * '05-01-2026 14:30:07' in Amsterdam, the date in the user's format: the dialog shows the second, the table
 * the minute.
 */
export function formatAmsterdamSeconds(iso: string): string {
  const parts = amsterdamSeconds.formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${formatDateShort(iso)} ${part('hour')}:${part('minute')}:${part('second')}`;
}
