import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import type { SectionBadge } from './section-badges';

/** A count on a section tab: red when urgent, grey otherwise; screen readers hear what it counts. */
export function AdminSectionBadge({ badge }: { badge: SectionBadge }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminOverview.badges' });
  const description = t(badge.section, { count: badge.count });
  return (
    <>
      <span aria-hidden="true">
        <Badge tone={badge.urgent ? 'danger' : 'neutral'}>{badge.count}</Badge>
      </span>
      {/* A comma, not a space, joins the tab name: accessible names drop a child's leading space. */}
      <span className="sr-only">{`, ${description}${badge.urgent ? `, ${t('urgent')}` : ''}`}</span>
    </>
  );
}
