import { Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { useToast } from '../../../../components/ui/toast';
import { type ArrangementRunResult, useRunArrangementCheck } from '../../api/arrangement-actions';
import { mutationErrorText } from '../shell/mutation-error-text';

/** The daily arrangement run by hand (reminders, lapses, completions); its counts go to `onRun`. */
export function ArrangementRunButton({ onRun }: { onRun: (result: ArrangementRunResult) => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminArrangements.run' });
  const { t: tRoot } = useTranslation();
  const toast = useToast();
  const run = useRunArrangementCheck();
  return (
    <Button
      onClick={() =>
        run.mutate(undefined, {
          onSuccess: onRun,
          onError: (error) =>
            toast(t('failed', { message: mutationErrorText(error, tRoot) }), { tone: 'error' }),
        })
      }
      isLoading={run.isPending}
    >
      {run.isPending ? null : <Play className="size-4" aria-hidden="true" />}
      {t('button')}
    </Button>
  );
}
