import type { EnhancedStats } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { TabsList, TabsTrigger } from '../../../../components/ui/tabs';

/** A count on a tab, red while there is something to do; read out with what it counts. */
function TabBadge({ count, label }: { count: number; label: string }) {
  return (
    <Badge tone={count > 0 ? 'danger' : 'neutral'}>
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">, {label}</span>
    </Badge>
  );
}

/** The four tabs of SPEC §2; notes carries the urgent notes, collections the open cases. */
export function EnhancedTabList({ stats }: { stats: EnhancedStats | undefined }) {
  const { t } = useTranslation('translation', { keyPrefix: 'enhanced.tabs' });
  const urgent = stats?.teamActivity.urgentNotes;
  const openCases = stats?.collections.openCases;
  return (
    <TabsList label={t('label')}>
      <TabsTrigger value="overview">{t('overview')}</TabsTrigger>
      <TabsTrigger value="details">{t('details')}</TabsTrigger>
      <TabsTrigger value="notes">
        {t('notes')}
        {urgent === undefined ? null : (
          <TabBadge count={urgent} label={t('urgentNotes', { count: urgent })} />
        )}
      </TabsTrigger>
      <TabsTrigger value="collections">
        {t('collections')}
        {openCases === undefined ? null : (
          <TabBadge count={openCases} label={t('openCases', { count: openCases })} />
        )}
      </TabsTrigger>
    </TabsList>
  );
}
