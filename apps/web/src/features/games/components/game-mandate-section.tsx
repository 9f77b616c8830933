import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MandateConsentBox } from '../../../components/sepa-mandate/mandate-consent';
import { MandateFields } from '../../../components/sepa-mandate/mandate-fields';
import type { MandateFormValues } from '../../../components/sepa-mandate/mandate-form-values';
import { MandateText } from '../../../components/sepa-mandate/mandate-text';
import { Alert } from '../../../components/ui/alert';
import { ErrorWithRetry } from '../../../components/ui/error-with-retry';
import { Spinner } from '../../../components/ui/spinner';
import { useCompany } from '../../../lib/api/company';
import type { useValidMandate } from '../api/get-valid-mandate';

// The creditor in the mandate text when /api/company cannot be read.
const CREDITOR_NAME = 'Hostportaal B.V.';

interface GameMandateSectionProps {
  /** The customer's valid mandate as the dialog read it (null: none, so a new one is asked for). */
  mandate: ReturnType<typeof useValidMandate>;
  register: UseFormRegister<MandateFormValues>;
  errors: FieldErrors<MandateFormValues>;
}

/** How the order is paid: the customer's valid mandate, or the fields, text and consent for a new one. */
export function GameMandateSection({ mandate, register, errors }: GameMandateSectionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const creditor = useCompany();
  const creditorName = creditor.data?.name ?? CREDITOR_NAME;

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <h3 id={titleId} className="font-semibold text-slate-900 dark:text-white">
        {t('games.order.paymentTitle')}
      </h3>
      {mandate.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <Spinner />
          <span role="status">{t('games.order.mandateLoading')}</span>
        </p>
      ) : mandate.isError ? (
        <ErrorWithRetry
          message={t('games.order.mandateLoadFailed')}
          onRetry={() => void mandate.refetch()}
          isRetrying={mandate.isFetching}
        />
      ) : mandate.data ? (
        <Alert variant="info">
          {t('games.order.existingMandate', {
            reference: mandate.data.reference,
            ibanMasked: mandate.data.ibanMasked,
          })}
        </Alert>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('games.order.newMandate')}</p>
          <MandateFields register={register} errors={errors} />
          <MandateText creditorName={creditorName} creditor={creditor.data} />
          <MandateConsentBox
            label={t('ordering.checkout.mandate.consent', { name: creditorName })}
            error={errors.mandateConsent?.message}
            registration={register('mandateConsent')}
          />
        </>
      )}
    </section>
  );
}
