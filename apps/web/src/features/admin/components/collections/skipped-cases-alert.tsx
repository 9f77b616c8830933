import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';

export type SkippedCase = { customer: string; reason: string };

/**
 * What a bulk action (or the dunning run: `title`) could not do, each with the server's reason, until
 * dismissed.
 */
export function SkippedCasesAlert({
  skipped,
  onDismiss,
  title,
}: {
  skipped: SkippedCase[];
  onDismiss: () => void;
  title?: string;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCollections.bulk' });
  if (skipped.length === 0) return null;
  return (
    <Alert variant="info" title={title ?? t('skippedTitle')}>
      <ul className="list-disc space-y-0.5 pl-4">
        {skipped.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one customer can be skipped twice for the same reason
          <li key={index}>{t('skipped', item)}</li>
        ))}
      </ul>
      <Button size="sm" variant="ghost" className="mt-2" onClick={onDismiss}>
        {t('dismiss')}
      </Button>
    </Alert>
  );
}
