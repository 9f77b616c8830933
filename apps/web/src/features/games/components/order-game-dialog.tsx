import type { GameTemplate, MandateConsent } from '@hostportaal/contract';
import { type BillingInterval, offeredIntervals } from '@hostportaal/domain';
import { type FormEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  EmailVerificationNotice,
  useEmailUnverified,
} from '../../../components/email-verification/email-verification-notice';
import { OrderTermsConsent } from '../../../components/order-terms/order-terms-consent';
import { useOrderTerms } from '../../../components/order-terms/use-order-terms';
import { applyMandateFieldErrors } from '../../../components/sepa-mandate/mandate-field-errors';
import {
  emptyMandateForm,
  type MandateFormValues,
  mandateResolver,
  toMandateBody,
} from '../../../components/sepa-mandate/mandate-form-values';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { useToast } from '../../../components/ui/toast';
import { usePriceDisplay } from '../../../lib/price-display/use-price-display';
import { useCreateGameServer } from '../api/create-game-server';
import { useValidMandate } from '../api/get-valid-mandate';
import { intervalPriceText } from '../lib/interval-price';
import { intervalErrorOf, orderFormError } from '../lib/order-form-error';
import { GameMandateSection } from './game-mandate-section';
import { GamePriceSummary } from './game-price-summary';

// SPEC §2/§9: the customer page's toasts vanish after 3 seconds.
const TOAST_DURATION_MS = 3000;

interface OrderGameDialogProps {
  template: GameTemplate;
  /** The interval chosen on the card; the customer may still change it here. */
  initialInterval: BillingInterval;
  onClose: () => void;
}

/** Orders one game server: the interval, what it costs, and the SEPA mandate it is collected with. */
export function OrderGameDialog({ template, initialInterval, onClose }: OrderGameDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const formId = useId();
  const create = useCreateGameServer();
  const mandate = useValidMandate();
  const emailUnverified = useEmailUnverified();
  const [interval, setChosenInterval] = useState(initialInterval);
  const { mode } = usePriceDisplay();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<MandateFormValues, unknown, MandateConsent>({
    resolver: mandateResolver,
    defaultValues: emptyMandateForm,
  });

  const terms = useOrderTerms();
  const order = (mandateBody: MandateConsent | null) => {
    const acceptance = terms.acceptance();
    if (!acceptance) return;
    create.mutate(
      { templateId: template.id, interval, mandate: mandateBody, acceptance },
      {
        onSuccess: () => {
          toast(t('games.order.ordered', { name: template.name }), {
            tone: 'success',
            duration: TOAST_DURATION_MS,
          });
          onClose();
        },
        onError: (error) => applyMandateFieldErrors(error, setError),
      },
    );
  };
  // With a valid mandate the server collects with it (mandate null); otherwise the new one is checked first.
  const submit = mandate.data
    ? (event: FormEvent) => {
        event.preventDefault();
        order(null);
      }
    : handleSubmit((values) => order(toMandateBody(values)));
  const formError = orderFormError(create.error, t('games.order.failed'));

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('games.order.title', { name: template.name })}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('games.order.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            isLoading={create.isPending}
            disabled={mandate.isPending || mandate.isError || emailUnverified}
          >
            {t('games.order.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-6">
        <EmailVerificationNotice waitsFor="order" />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField label={t('games.order.interval')} error={intervalErrorOf(create.error)}>
            {(control) => (
              <Select
                {...control}
                value={interval}
                onChange={(event) => setChosenInterval(event.target.value as BillingInterval)}
              >
                {offeredIntervals(template.prices).map((option) => (
                  <option key={option} value={option}>
                    {intervalPriceText(t, template, option, mode)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <GamePriceSummary template={template} interval={interval} />
        </div>
        <GameMandateSection mandate={mandate} register={register} errors={errors} />
        <OrderTermsConsent terms={terms} />
        {formError ? <Alert variant="error">{formError}</Alert> : null}
      </form>
    </Dialog>
  );
}
