import { useTranslation } from 'react-i18next';
import { Alert } from './alert';
import { Button } from './button';

interface ErrorWithRetryProps {
  message: string;
  onRetry: () => void;
  isRetrying?: boolean;
  title?: string;
  /** The button text; `common.retry` unless the screen has its own (the English admin catalogue). */
  retryLabel?: string;
  /** Makes the error closable (a banner the user may put away). */
  onDismiss?: () => void;
  dismissLabel?: string;
}

/** A failed load or action: the message and a way to try again (SPEC: every error is shown with a retry). */
export function ErrorWithRetry({
  message,
  onRetry,
  isRetrying,
  title,
  retryLabel,
  onDismiss,
  dismissLabel,
}: ErrorWithRetryProps) {
  const { t } = useTranslation();
  return (
    <Alert
      variant="error"
      title={title}
      onDismiss={onDismiss}
      dismissLabel={dismissLabel ?? t('common.close')}
    >
      <p>{message}</p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry} isLoading={isRetrying}>
        {retryLabel ?? t('common.retry')}
      </Button>
    </Alert>
  );
}
