import type { AuditLogEntry } from '@hostportaal/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isRouteAction, namedAuditAction } from './audit-changes';

type ActionEntry = Pick<AuditLogEntry, 'action' | 'method' | 'route'>;

/** The action as one line of text: 'User deactivated', 'POST /api/admin/sepa/batches', or as recorded. */
export function auditActionText(t: TFunction, entry: ActionEntry): string {
  const named = namedAuditAction(entry.action);
  return named ? t(`adminAudit.actions.${named}`) : entry.action;
}

/** The entity type by its label; a type without one (a route added later) reads as words, never as a key. */
export function auditEntityTypeText(t: TFunction, type: string | null): string {
  if (!type) return t('adminAudit.table.unknown');
  const words = type.replace(/[-_]+/g, ' ');
  return t(`adminAudit.entityTypes.${type}`, {
    defaultValue: words.charAt(0).toUpperCase() + words.slice(1),
  });
}

/**
 * A named action by its label with the recorded name under it (what the search matches); a route-only
 * row as its method and route; any other name as recorded.
 */
export function AuditAction({ entry }: { entry: ActionEntry }) {
  const { t } = useTranslation();
  const named = namedAuditAction(entry.action);
  if (named) {
    return (
      <span className="block">
        <span className="block font-medium">{t(`adminAudit.actions.${named}`)}</span>
        <span className="block font-mono text-xs text-slate-600 dark:text-slate-400">{entry.action}</span>
      </span>
    );
  }
  if (isRouteAction(entry)) {
    return (
      <span className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-200">
          {entry.method}
        </span>
        <span className="font-mono text-xs break-all">{entry.route}</span>
      </span>
    );
  }
  return <span className="font-mono text-xs break-all">{entry.action}</span>;
}
