import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { useManualPaymentTexts } from './manual-payment-texts';
import type { ManualPaymentState } from './use-manual-payment';

type SearchProps = Pick<
  ManualPaymentState,
  'reference' | 'setReference' | 'runSearch' | 'isSearching' | 'searchError'
>;

/** Step 1: the payment reference, upper-cased as it is typed (SPEC §5). */
export function PaymentReferenceSearch({
  reference,
  setReference,
  runSearch,
  isSearching,
  searchError,
}: SearchProps) {
  const { t } = useTranslation();
  const prefix = useManualPaymentTexts();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        runSearch();
      }}
      className="space-y-2"
    >
      <h3 className="text-sm font-semibold">{t(`${prefix}.manualPayment.stepSearch`)}</h3>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="grow">
          <FormField
            label={t(`${prefix}.manualPayment.reference`)}
            hint={t(`${prefix}.manualPayment.referenceHint`)}
            error={searchError ?? undefined}
          >
            {(control) => (
              <Input
                {...control}
                value={reference}
                autoComplete="off"
                spellCheck={false}
                placeholder="PAY-2026-0001"
                onChange={(event) => setReference(event.target.value)}
              />
            )}
          </FormField>
        </div>
        <Button type="submit" className="sm:mt-7" disabled={reference === ''} isLoading={isSearching}>
          <Search className="size-4" aria-hidden="true" />
          {t(`${prefix}.manualPayment.search`)}
        </Button>
      </div>
    </form>
  );
}
