import type { AuditLogEntry } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { DetailField, DetailSection } from '../../../../components/ui/detail-list';
import { Dialog } from '../../../../components/ui/dialog';
import { Table, TableBody, TableHead, TableHeaderCell, TableRow } from '../../../../components/ui/table';
import { AuditAction, auditEntityTypeText } from './audit-action';
import { auditValueText, changedFields, formatAmsterdamSeconds, isRouteAction } from './audit-changes';

interface AuditEntryDialogProps {
  entry: AuditLogEntry | null;
  onClose: () => void;
}

/** A recorded value as text (React escapes it: a stored "<b>" shows as those characters). */
function AuditValue({ value }: { value: unknown }) {
  const { t } = useTranslation();
  const text = auditValueText(value);
  if (text === null)
    return <span className="text-slate-500 italic dark:text-slate-400">{t('adminAudit.detail.empty')}</span>;
  if (text.includes('\n'))
    return <pre className="font-mono text-xs whitespace-pre-wrap wrap-anywhere">{text}</pre>;
  return <span>{text}</span>;
}

// On a phone a row is the field name over its two values side by side (a grid), so each value has half
// the width; only a token longer than that breaks inside a word. From sm on it is an ordinary table row.
const rowClass = 'grid grid-cols-2 sm:table-row';
const fieldCell =
  'col-span-2 px-3 pt-2 text-left align-top font-mono text-sm font-medium break-words text-slate-900 sm:table-cell sm:py-2 dark:text-slate-100';
const valueCell = 'px-3 py-2 align-top wrap-anywhere';

/** Before → after, only the fields that differ. */
function ChangedFields({ entry }: { entry: AuditLogEntry }) {
  const { t } = useTranslation();
  const changes = changedFields(entry.before, entry.after);
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('adminAudit.detail.changes')}
      </h3>
      {changes.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('adminAudit.detail.noChanges')}</p>
      ) : (
        <Table data-testid="audit-changes">
          <TableHead>
            <tr className={rowClass}>
              <TableHeaderCell className="hidden w-1/4 sm:table-cell">
                {t('adminAudit.detail.field')}
              </TableHeaderCell>
              <TableHeaderCell>{t('adminAudit.detail.before')}</TableHeaderCell>
              <TableHeaderCell>{t('adminAudit.detail.after')}</TableHeaderCell>
            </tr>
          </TableHead>
          <TableBody>
            {changes.map((change) => (
              <TableRow key={change.field} className={rowClass}>
                <th scope="row" className={fieldCell}>
                  {change.field}
                </th>
                <td className={`${valueCell} bg-red-50/60 dark:bg-red-950/20`}>
                  <AuditValue value={change.before} />
                </td>
                <td className={`${valueCell} bg-emerald-50/60 dark:bg-emerald-950/20`}>
                  <AuditValue value={change.after} />
                </td>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

/** What was recorded without a "before": the request body of a route-only row, or a named action's data. */
function RecordedData({ entry }: { entry: AuditLogEntry }) {
  const { t } = useTranslation();
  const fields = Object.entries(entry.after ?? {});
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
        {isRouteAction(entry) ? t('adminAudit.detail.body') : t('adminAudit.detail.recorded')}
      </h3>
      {fields.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('adminAudit.detail.noBody')}</p>
      ) : (
        <Table data-testid="audit-recorded">
          <TableHead>
            <tr className={rowClass}>
              <TableHeaderCell className="hidden w-1/4 sm:table-cell">
                {t('adminAudit.detail.field')}
              </TableHeaderCell>
              <TableHeaderCell className="col-span-2">{t('adminAudit.detail.value')}</TableHeaderCell>
            </tr>
          </TableHead>
          <TableBody>
            {fields.map(([field, value]) => (
              <TableRow key={field} className={rowClass}>
                <th scope="row" className={fieldCell}>
                  {field}
                </th>
                <td className={`${valueCell} col-span-2`}>
                  <AuditValue value={value} />
                </td>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

/** One audit entry: who did what when and from where, and what changed. */
export function AuditEntryDialog({ entry, onClose }: AuditEntryDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={entry ? t('adminAudit.detail.title', { id: entry.id }) : ''}
      size="lg"
    >
      {entry ? (
        <div className="space-y-6">
          <DetailSection title={t('adminAudit.detail.summary')}>
            <DetailField label={t('adminAudit.detail.time')}>
              <time dateTime={entry.occurredAt}>{formatAmsterdamSeconds(entry.occurredAt)}</time>
            </DetailField>
            <DetailField label={t('adminAudit.detail.actor')}>
              {entry.actorEmail ?? t('adminAudit.table.unknown')}
            </DetailField>
            <DetailField label={t('adminAudit.detail.action')}>
              <AuditAction entry={entry} />
            </DetailField>
            <DetailField label={t('adminAudit.detail.entity')}>
              {auditEntityTypeText(t, entry.entityType)}
              {entry.entityId ? (
                <span translate="no" className="block font-mono text-xs break-all">
                  {entry.entityId}
                </span>
              ) : null}
            </DetailField>
            <DetailField label={t('adminAudit.detail.request')}>
              <span className="font-mono text-xs break-all">
                {entry.method} {entry.route}
              </span>
            </DetailField>
            <DetailField label={t('adminAudit.detail.status')}>{entry.statusCode}</DetailField>
            <DetailField label={t('adminAudit.detail.ip')}>
              <span className="font-mono text-xs">{entry.ip ?? t('adminAudit.table.unknown')}</span>
            </DetailField>
          </DetailSection>
          {entry.before ? <ChangedFields entry={entry} /> : <RecordedData entry={entry} />}
        </div>
      ) : null}
    </Dialog>
  );
}
