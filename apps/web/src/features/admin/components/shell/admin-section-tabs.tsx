import { useTranslation } from 'react-i18next';
import { AccessDenied } from '../../../../components/access-denied';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../components/ui/tabs';
import { DEFAULT_DASHBOARD_PERIOD, useAdminDashboardStats } from '../../api/admin-dashboard';
import { AdminSectionBadge, sectionBadgeDescription } from './admin-section-badge';
import { type AdminSectionId, sectionComponents, sectionPermissions, toAdminSection } from './admin-sections';
import { sectionBadges } from './section-badges';
import { useSectionAccess } from './use-section-access';

interface AdminSectionTabsProps {
  section: AdminSectionId;
  onChange: (section: AdminSectionId) => void;
}

/**
 * The section switcher. Manual activation: arrow keys move the focus and Enter or Space opens the section,
 * so walking along the tabs does not fill the browser history. On a narrow screen the row scrolls
 * sideways. Only the open section is mounted. The badges come with the overview's stats (same query) and
 * stay away while those cannot be loaded. A role sees only the sections it may open; a linked section it may
 * not open shows the access-denied message (issue 18).
 */
export function AdminSectionTabs({ section, onChange }: AdminSectionTabsProps) {
  const { t } = useTranslation();
  const stats = useAdminDashboardStats(DEFAULT_DASHBOARD_PERIOD);
  const { sections, mayOpen } = useSectionAccess();
  const badges = stats.data ? sectionBadges(stats.data.badges) : [];
  return (
    <Tabs
      value={section}
      onValueChange={(value) => onChange(toAdminSection(value))}
      activationMode="manual"
      className="space-y-6"
    >
      <TabsList label={t('adminCatalog.shell.sectionsLabel')} wrapWide>
        {sections.map((id) => {
          const badge = badges.find((candidate) => candidate.section === id);
          const name = t(`adminCatalog.shell.sections.${id}`);
          // The name with what the badge counts, in one label: "Invoices, 3 overdue invoices, urgent".
          const label = badge ? `${name}, ${sectionBadgeDescription(t, badge)}` : undefined;
          return (
            <TabsTrigger key={id} value={id} aria-label={label}>
              {name}
              {badge ? <AdminSectionBadge badge={badge} /> : null}
            </TabsTrigger>
          );
        })}
      </TabsList>
      {mayOpen(section) ? (
        sections.map((id) => {
          const Section = sectionComponents[id];
          return (
            <TabsContent key={id} value={id} className="focus-visible:outline-none">
              <Section />
            </TabsContent>
          );
        })
      ) : (
        <AccessDenied permission={sectionPermissions[section]} />
      )}
    </Tabs>
  );
}
