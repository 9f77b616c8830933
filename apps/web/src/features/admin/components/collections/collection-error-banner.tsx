import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { focusRing } from '../../../../components/ui/focus-ring';
import { classNames } from '../../../../lib/class-names';

/** SPEC §2/§8: the closable banner 'Failed to load collection data: {message}', with a retry. */
export function CollectionErrorBanner({
  message,
  onRetry,
  isRetrying,
  onClose,
}: {
  message: string;
  onRetry: () => void;
  isRetrying: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCollections' });
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
    >
      <div className="flex-1 space-y-2">
        <p className="font-medium">{t('loadError', { message })}</p>
        <Button variant="secondary" size="sm" onClick={onRetry} isLoading={isRetrying}>
          {t('retry')}
        </Button>
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={t('dismiss')}
        className={classNames('rounded-lg p-1 hover:bg-red-100 dark:hover:bg-red-900/50', focusRing)}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
