import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';

interface RequestErrorProps {
  message: string;
  onRetry: () => void;
  isRetrying?: boolean;
}

/** A failed load or action of the billing sections: the message and a way to try again. */
export function RequestError({ message, onRetry, isRetrying }: RequestErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert variant="error">
      <p>{message}</p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry} isLoading={isRetrying}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
