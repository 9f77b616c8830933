import type { TFunction } from 'i18next';
import { Badge } from '../../../../components/ui/badge';
import { kpiAttributes } from '../../../../components/ui/kpi';
import type { SectionBadge } from './section-badges';

/** What a section tab's badge counts, for its accessible name: "3 overdue invoices, urgent". */
export function sectionBadgeDescription(t: TFunction, badge: SectionBadge): string {
  const description = t(`adminOverview.badges.${badge.section}`, { count: badge.count });
  return badge.urgent ? `${description}, ${t('adminOverview.badges.urgent')}` : description;
}

/** A count on a section tab: red when urgent, grey otherwise. The tab's aria-label says what it counts. */
export function AdminSectionBadge({ badge }: { badge: SectionBadge }) {
  return (
    <span aria-hidden="true" {...(badge.kpi ? kpiAttributes(badge.kpi, badge.count) : {})}>
      <Badge tone={badge.urgent ? 'danger' : 'neutral'}>{badge.count}</Badge>
    </span>
  );
}
