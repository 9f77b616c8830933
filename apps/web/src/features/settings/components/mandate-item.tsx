import type { ChangeMandateIbanResult, CustomerMandate, MandateCreditor } from '@hostportaal/contract';
import type { StatusTone } from '@hostportaal/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDateShort } from '../../../lib/dates/format-date';
import { ChangeIbanForm } from './change-iban-form';

const statusTone: Record<CustomerMandate['status'], StatusTone> = {
  valid: 'success',
  pending: 'warning',
  invalid: 'danger',
  expired: 'neutral',
};

const ACCOUNT_REASONS = ['AC01', 'AC04', 'AC06'] as const;

/** Why the customer has to act, or may leave it, for a mandate we cannot collect with. */
function useNotice(mandate: CustomerMandate): string | null {
  const { t } = useTranslation();
  const reason = ACCOUNT_REASONS.find((code) => code === mandate.returnReasonCode);
  switch (mandate.changeMode) {
    case 'amend':
      return mandate.status === 'invalid' && reason ? t(`mandate.notice.${reason}`) : null;
    case 'renew':
      return mandate.status === 'expired'
        ? t('mandate.notice.renewExpired')
        : t('mandate.notice.renewInvalid');
    case 'contact':
      return t('mandate.notice.contact');
    case 'unused':
      return t('mandate.notice.unused');
  }
}

interface MandateItemProps {
  mandate: CustomerMandate;
  creditor: MandateCreditor;
  defaultPlace: string;
  onChanged: (result: ChangeMandateIbanResult) => void;
}

/** One mandate: its details as the bank knows them, and the way to give it another account. */
export function MandateItem({ mandate, creditor, defaultPlace, onChanged }: MandateItemProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const notice = useNotice(mandate);
  const canChange = mandate.changeMode === 'amend' || mandate.changeMode === 'renew';
  const details = [
    { key: 'iban', value: mandate.ibanMasked },
    { key: 'accountHolder', value: mandate.accountHolder },
    { key: 'bic', value: mandate.bic },
    { key: 'signedAt', value: formatDateShort(mandate.signedAt) },
    { key: 'signatureMethod', value: t(`mandate.signatureMethod.${mandate.signatureMethod}`) },
    {
      key: 'lastCollection',
      value: mandate.lastCollectionDate ? formatDateShort(mandate.lastCollectionDate) : t('mandate.none'),
    },
    { key: 'subscriptions', value: t('mandate.subscriptionCount', { count: mandate.subscriptionCount }) },
  ] as const;

  return (
    <article
      aria-labelledby={titleId}
      className="space-y-4 rounded-xl border border-slate-200 p-4 sm:p-5 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold break-all text-slate-900 dark:text-white">
          {t('mandate.title', { reference: mandate.reference })}
        </h3>
        <Badge tone={statusTone[mandate.status]}>{t(`mandate.status.${mandate.status}`)}</Badge>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {details.map((detail) =>
          detail.value === null ? null : (
            <div key={detail.key}>
              <dt className="text-sm text-slate-600 dark:text-slate-400">
                {t(`mandate.fields.${detail.key}`)}
              </dt>
              <dd className="mt-0.5 font-medium break-words text-slate-900 tabular-nums dark:text-white">
                {detail.value}
              </dd>
            </div>
          ),
        )}
      </dl>
      {mandate.amendmentPending ? <Alert variant="info">{t('mandate.amendmentPending')}</Alert> : null}
      {notice ? <Alert variant="info">{notice}</Alert> : null}
      {editing ? (
        <ChangeIbanForm
          mandate={mandate}
          creditor={creditor}
          defaultPlace={defaultPlace}
          onCancel={() => setEditing(false)}
          onChanged={(result) => {
            setEditing(false);
            onChanged(result);
          }}
        />
      ) : canChange ? (
        <div className="flex justify-end">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {mandate.changeMode === 'renew' ? t('mandate.actions.renew') : t('mandate.actions.amend')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
