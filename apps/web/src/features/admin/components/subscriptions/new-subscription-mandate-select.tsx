import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import type { FieldControlProps } from '../../../../components/ui/form-field';
import { Select } from '../../../../components/ui/select';
import { useUserMandates } from '../../api/admin-users';

interface MandateSelectProps {
  control: FieldControlProps;
  /** The chosen customer; null = none chosen yet. */
  userId: string | null;
  /** A mandate id, or '' for bank transfer. */
  value: string;
  onChange: (mandateId: string) => void;
}

/** How the new subscription is paid: one of the customer's valid SEPA mandates, or bank transfer. */
export function NewSubscriptionMandateSelect({ control, userId, value, onChange }: MandateSelectProps) {
  const { t } = useTranslation();
  const mandates = useUserMandates(userId);
  const valid = (mandates.data ?? []).filter((mandate) => mandate.status === 'valid');
  const loading = userId !== null && mandates.isPending;

  // A mandate from another customer, or one that is no longer valid, is never sent along.
  const offered = !loading && (value === '' || valid.some((mandate) => mandate.id === value));
  useEffect(() => {
    if (!offered && !loading) onChange('');
  });

  return (
    <div className="space-y-2">
      <Select
        {...control}
        disabled={userId === null || loading}
        value={loading ? '' : value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">
          {loading
            ? t('adminCatalog.subscriptions.form.mandateLoading')
            : t('adminCatalog.subscriptions.form.mandateBankTransfer')}
        </option>
        {valid.map((mandate) => (
          <option key={mandate.id} value={mandate.id}>
            {t('adminCatalog.subscriptions.form.mandateOption', {
              reference: mandate.reference,
              iban: mandate.ibanMasked,
            })}
          </option>
        ))}
      </Select>
      {mandates.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-2 text-sm text-red-700 dark:text-red-300"
        >
          <span>{t('adminCatalog.subscriptions.form.mandateLoadError')}</span>
          <Button type="button" variant="secondary" size="sm" onClick={() => void mandates.refetch()}>
            {t('adminCatalog.retry')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
