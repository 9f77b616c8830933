import { CircleCheck, CircleX, ClipboardList, Handshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../../components/ui/stat-card';
import type { ArrangementCounts } from '../../api/arrangements';

/**
 * Over all arrangements (the status filter does not apply): open (proposed or active), those waiting for
 * staff, kept (completed) and broken (lapsed). '…' while they load, '–' when they could not be loaded.
 */
export function ArrangementStats({
  counts,
  failed,
}: {
  counts: ArrangementCounts | undefined;
  failed: boolean;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminArrangements.stats' });
  const value = (number: number | undefined) =>
    number === undefined ? (failed ? '–' : '…') : String(number);
  return (
    <section aria-label={t('label')} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        icon={Handshake}
        label={t('open')}
        value={value(counts ? counts.proposed + counts.active : undefined)}
        hint={counts ? t('openHint', { active: counts.active, proposed: counts.proposed }) : undefined}
      />
      <StatCard
        icon={ClipboardList}
        label={t('review')}
        value={value(counts?.proposed)}
        hint={t('reviewHint')}
      />
      <StatCard icon={CircleCheck} label={t('kept')} value={value(counts?.completed)} hint={t('keptHint')} />
      <StatCard icon={CircleX} label={t('broken')} value={value(counts?.lapsed)} hint={t('brokenHint')} />
    </section>
  );
}
