import type { AuditLogEntry } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Table, TableBody, TableHead, TableHeaderCell, TableRow } from '../../../../components/ui/table';
import { formatDateTime } from '../../../../lib/dates/format-date';
import { AuditAction, auditActionText, auditEntityTypeText } from './audit-action';

interface AuditLogTableProps {
  entries: AuditLogEntry[];
  onOpen: (entry: AuditLogEntry) => void;
}

// On a phone each row becomes a stacked block (time, actor, action, entity, View) instead of a table
// that scrolls sideways with the action out of sight; the IP address is left to the dialog there.
const wideOnly = 'hidden md:table-cell';
const cell = 'block py-0.5 align-top md:table-cell md:px-4 md:py-3';

/** The log as the server sorted it, newest first; each row opens its change. */
export function AuditLogTable({ entries, onOpen }: AuditLogTableProps) {
  const { t } = useTranslation();
  return (
    <Table>
      <TableHead>
        <tr className="hidden md:table-row">
          <TableHeaderCell>{t('adminAudit.table.time')}</TableHeaderCell>
          <TableHeaderCell>{t('adminAudit.table.actor')}</TableHeaderCell>
          <TableHeaderCell>{t('adminAudit.table.action')}</TableHeaderCell>
          <TableHeaderCell>{t('adminAudit.table.entity')}</TableHeaderCell>
          <TableHeaderCell className={wideOnly}>{t('adminAudit.table.ip')}</TableHeaderCell>
          <TableHeaderCell>
            <span className="sr-only">{t('adminAudit.table.details')}</span>
          </TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {entries.map((entry) => {
          const time = formatDateTime(entry.occurredAt);
          return (
            <TableRow key={entry.id} data-testid="audit-log-row" className="block py-3 md:table-row md:py-0">
              <td className={`${cell} text-xs whitespace-nowrap tabular-nums md:text-sm`}>
                <time dateTime={entry.occurredAt}>{time}</time>
              </td>
              <td className={`${cell} break-words`}>{entry.actorEmail ?? t('adminAudit.table.unknown')}</td>
              <td className={`${cell} md:min-w-48 md:max-w-80`}>
                <AuditAction entry={entry} />
              </td>
              <td className={`${cell} md:max-w-56`}>
                {entry.entityType || entry.entityId ? (
                  <>
                    <span className="block">{auditEntityTypeText(t, entry.entityType)}</span>
                    {entry.entityId ? (
                      <span
                        translate="no"
                        className="block font-mono text-xs break-all text-slate-600 dark:text-slate-400"
                      >
                        {entry.entityId}
                      </span>
                    ) : null}
                  </>
                ) : (
                  t('adminAudit.table.unknown')
                )}
              </td>
              <td className={`${wideOnly} px-4 py-3 align-top font-mono text-xs whitespace-nowrap`}>
                {entry.ip ?? t('adminAudit.table.unknown')}
              </td>
              <td className={`${cell} pt-2 md:text-right`}>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('adminAudit.table.viewLabel', { action: auditActionText(t, entry), time })}
                  onClick={() => onOpen(entry)}
                >
                  {t('adminAudit.table.view')}
                </Button>
              </td>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
