import type { CollectionCase, LetterType } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../../components/ui/toast';
import { skippedText } from '../../../../lib/api/api-error-text';
import { useGenerateBulkLetters } from '../../api/collection-letters';
import { mutationErrorText } from '../shell/mutation-error-text';
import type { SkippedCase } from './skipped-cases-alert';

/**
 * 14-day or collection letters for the selected cases, one per subscription (SPEC §7 generate-bulk-letters).
 * A case without a subscription cannot go; SPEC §8 names the outcome: all, some or none generated.
 */
export function useBulkLetters(
  selectedRows: CollectionCase[],
  { onDone, setSkipped }: { onDone: () => void; setSkipped: (skipped: SkippedCase[]) => void },
) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCollections' });
  const { t: tRoot } = useTranslation();
  const toast = useToast();
  const generate = useGenerateBulkLetters();

  const customerOf = new Map<string, string>();
  for (const row of selectedRows) {
    if (row.subscriptionId) customerOf.set(row.subscriptionId, row.customerName);
  }
  const subscriptionIds = [...customerOf.keys()];

  /** The subscriptions the letters would go to; null (said in a toast) when no selected case has one. */
  const prepare = (): string[] | null => {
    if (subscriptionIds.length > 0) return subscriptionIds;
    toast(t('bulk.noSubscriptions'), { tone: 'error' });
    return null;
  };

  const send = (letterType: LetterType) => {
    const type = t(`letterTypes.${letterType}`);
    generate.mutate(
      { subscriptionIds, letterType },
      {
        onSuccess: (result) => {
          onDone();
          setSkipped(
            result.skipped.map((item) => ({
              customer: customerOf.get(item.id) ?? item.id,
              reason: skippedText(item, tRoot, 'adminErrors'),
            })),
          );
          if (result.successCount === 0) toast(t('bulk.lettersNone'), { tone: 'error' });
          else if (result.errorCount > 0)
            toast(
              t('bulk.lettersPartial', {
                type,
                success: result.successCount,
                total: result.totalProcessed,
                failed: result.errorCount,
              }),
              { tone: 'info' },
            );
          else toast(t('bulk.lettersDone', { type, count: result.successCount }), { tone: 'success' });
        },
        onError: (error) =>
          toast(t('bulk.lettersFailed', { message: mutationErrorText(error, tRoot) }), { tone: 'error' }),
      },
    );
  };

  return {
    prepare,
    send,
    customerOf: (id: string) => customerOf.get(id),
    isPending: generate.isPending,
  };
}
