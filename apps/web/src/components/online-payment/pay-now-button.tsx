import type { StartOnlinePaymentBody } from '@hostportaal/contract';
import { CreditCard } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../lib/api/api-error-text';
import { useOnlinePaymentAvailability } from '../../lib/api/online-payment-availability';
import { useStartOnlinePayment } from '../../lib/api/start-online-payment';
import { classNames } from '../../lib/class-names';
import { Alert } from '../ui/alert';
import { Badge } from '../ui/badge';
import { Button, type ButtonSize, type ButtonVariant } from '../ui/button';

interface PayNowButtonProps {
  /** What to pay: the server works out the amount from what is open now. */
  body: StartOnlinePaymentBody;
  label: string;
  /** Said to screen readers after the label, e.g. the invoice number when a list has many buttons. */
  detail?: string;
  size?: ButtonSize;
  variant?: ButtonVariant;
  /** Where the button sits in its box: at the start (a card) or at the end (a table's action column). */
  align?: 'start' | 'end';
}

/**
 * Pays online through the provider's checkout (issue 29): nothing when online payment is off, a Testmodus badge
 * when no real money moves, the refusal in the screen's words when the claim cannot be paid online now.
 */
export function PayNowButton({
  body,
  label,
  detail,
  size = 'sm',
  variant = 'primary',
  align = 'start',
}: PayNowButtonProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const availability = useOnlinePaymentAvailability();
  const start = useStartOnlinePayment();
  const { reset } = start;

  // Back from the checkout with the browser's back button, the page may come back from its cache as it was left:
  // still "busy", a button that can no longer be clicked.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [reset]);

  if (!availability.data?.enabled) return null;
  const { testMode } = availability.data;
  // Busy until the browser has left for the checkout, so a second click cannot start a second payment.
  const busy = start.isPending || start.isSuccess;
  const pay = () =>
    start.mutate(body, { onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl) });

  return (
    <div className="space-y-2">
      <div
        className={classNames('flex flex-wrap items-center gap-2', align === 'end' ? 'justify-end' : null)}
      >
        <Button
          size={size}
          variant={variant}
          onClick={pay}
          isLoading={busy}
          aria-describedby={testMode ? hintId : undefined}
        >
          {busy ? null : <CreditCard aria-hidden="true" className="size-4" />}
          {label}
          {detail ? (
            <>
              {' '}
              <span className="sr-only">{detail}</span>
            </>
          ) : null}
        </Button>
        {testMode ? (
          <>
            <Badge tone="warning" title={t('onlinePayments.testModeHint')}>
              {t('onlinePayments.testMode')}
            </Badge>
            <span id={hintId} className="sr-only">
              {t('onlinePayments.testModeHint')}
            </span>
          </>
        ) : null}
      </div>
      {start.isError ? (
        <Alert variant="error" className="text-left">
          {apiErrorText(start.error, t)}
        </Alert>
      ) : null}
    </div>
  );
}
