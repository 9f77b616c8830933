import { ArrangementRulesCard } from '../components/arrangements/arrangement-rules-card';
import { ArrangementsCard } from '../components/arrangements/arrangements-card';
import { CollectionCenterCard } from '../components/collections/collection-center-card';
import { DunningSettingsCard } from '../components/collections/dunning-settings-card';
import { LetterTemplatesCard } from '../components/collections/letter-templates-card';
import { RecentCollectionActions } from '../components/collections/recent-collection-actions';

// Administration Dashboard section "collections": the Collection Center with its history and the payment
// arrangements (issue 30), the dunning schedule with the arrangement rules, and the letter templates (issue 6,
// SPEC §2).
export function CollectionsSection() {
  return (
    <div className="space-y-6">
      <CollectionCenterCard />
      <ArrangementsCard />
      <RecentCollectionActions />
      <DunningSettingsCard />
      <ArrangementRulesCard />
      <LetterTemplatesCard />
    </div>
  );
}
