import type { CollectionAction } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { Spinner } from '../../../../components/ui/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../../components/ui/table';
import { formatDateTime } from '../../../../lib/dates/format-date';
import { useCollectionActions } from '../../api/collections';
import { mutationErrorText } from '../shell/mutation-error-text';

// The kinds the server writes today; a newer one shows as the server names it until it gets a label.
const ACTION_KINDS = [
  'case_opened',
  'case_reopened',
  'case_resolved',
  'stage_changed',
  'reminder_sent',
  'final_notice_sent',
  'notice_sent',
  'collection_letter_sent',
  'service_suspended',
  // Online payments through Mollie (issue 29): the description names the method and Mollie's id.
  'online_payment_started',
  'online_payment_paid',
  'online_payment_failed',
  'online_payment_canceled',
  'online_payment_expired',
  'online_refund_requested',
  'online_refund_done',
  'online_charged_back',
] as const;
type ActionKind = (typeof ACTION_KINDS)[number];
const isKnownKind = (action: string): action is ActionKind =>
  (ACTION_KINDS as readonly string[]).includes(action);
// The contract's name for the daily dunning run as performer.
const DUNNING_RUN_PERFORMER = 'Automatisch';

/** SPEC §2 Recent Collection Actions: what the dunning run and staff really did, newest first. */
export function RecentCollectionActions() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCollections.recent' });
  const { t: tRoot } = useTranslation();
  const actions = useCollectionActions();
  const label = (item: CollectionAction) =>
    isKnownKind(item.action) ? t(`kinds.${item.action}`) : item.action;
  const performer = (item: CollectionAction) =>
    item.performedBy === DUNNING_RUN_PERFORMER ? t('automatic') : item.performedBy;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {actions.data ? (
          actions.data.length === 0 ? (
            <p className="py-4 text-center text-sm text-slate-600 dark:text-slate-400">{t('empty')}</p>
          ) : (
            <Table>
              <TableHead>
                <tr>
                  <TableHeaderCell>{t('columns.action')}</TableHeaderCell>
                  <TableHeaderCell>{t('columns.description')}</TableHeaderCell>
                  <TableHeaderCell>{t('columns.customer')}</TableHeaderCell>
                  <TableHeaderCell>{t('columns.performedBy')}</TableHeaderCell>
                  <TableHeaderCell>{t('columns.time')}</TableHeaderCell>
                  <TableHeaderCell>{t('columns.result')}</TableHeaderCell>
                </tr>
              </TableHead>
              <TableBody>
                {actions.data.map((item) => (
                  <TableRow key={item.id}>
                    <TableCell className="font-medium whitespace-nowrap">{label(item)}</TableCell>
                    <TableCell className="max-w-96 break-words">{item.description}</TableCell>
                    <TableCell>{item.customerName}</TableCell>
                    <TableCell>{performer(item)}</TableCell>
                    <TableCell className="whitespace-nowrap tabular-nums">
                      {formatDateTime(item.timestamp)}
                    </TableCell>
                    <TableCell>
                      <Badge tone={item.result === 'success' ? 'success' : 'danger'}>
                        {t(`result.${item.result}`)}
                      </Badge>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )
        ) : actions.isError ? (
          <ErrorWithRetry
            title={t('loadError')}
            message={mutationErrorText(actions.error, tRoot)}
            onRetry={() => void actions.refetch()}
            isRetrying={actions.isFetching}
            retryLabel={tRoot('adminCollections.retry')}
          />
        ) : (
          <Spinner label={t('loading')} />
        )}
      </CardContent>
    </Card>
  );
}
