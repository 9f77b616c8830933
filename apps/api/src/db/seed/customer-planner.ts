import { addDays, addMonths, daysBetween } from '@hostportaal/domain';
import { generateCustomerUser } from './customer-profile.ts';
import type { CustomerScenario } from './customer-scenario.ts';
import { generateDutchBankAccount } from './dutch-bank-accounts.ts';
import { formatMandateReference } from './mandate-factory.ts';
import type { ActivityPlan, CustomerPlan, CustomerUser, MandatePlan, SubscriptionPlan } from './seed-plan.ts';
import type { SeededRandom } from './seeded-random.ts';
import { planSubscription } from './subscription-planner.ts';

function planMandate(
  random: SeededRandom,
  scenario: CustomerScenario,
  user: CustomerUser,
  customerNumber: number,
): MandatePlan | null {
  if (scenario.mandate === 'none') return null;
  const account = generateDutchBankAccount(random, scenario.bank);
  const signatureMethod = random.weighted([
    ['web_consent', 70],
    ['e_mandate', 20],
    ['paper', 10],
  ] as const);
  return {
    reference: formatMandateReference(customerNumber),
    iban: account.iban,
    bic: account.bic,
    accountHolder: user.company ?? `${user.firstname} ${user.lastname}`,
    signedAt: scenario.createdOn,
    signedPlace: signatureMethod === 'paper' ? (user.city ?? null) : null,
    signatureMethod,
    status: scenario.mandate,
    firstCollectionDone: false,
    lastCollectionDate: null,
    createdAt: user.createdAt,
  };
}

// The mandate's collections as createSepaBatch writes them: the first goes out as FRST (all of that day's
// batch), every later one as RCUR, and the mandate remembers that it was used and the collection date of
// its latest batch, pending or not (the 36-month lapse counts from there). A subscription that started
// before the 24 months of history was collected on before them, so nothing in the history is the first.
function recordCollections(
  mandate: MandatePlan,
  subscriptions: readonly SubscriptionPlan[],
  historyStart: string,
): void {
  const collections = subscriptions.flatMap((subscription) =>
    subscription.invoices.flatMap((invoice) => invoice.collections),
  );
  const collectedBefore = subscriptions.some(
    (subscription) => subscription.paysBySepa && subscription.startDate < historyStart,
  );
  let first: string | null = null;
  let last: string | null = null;
  for (const { collectionDate } of collections) {
    if (first === null || collectionDate < first) first = collectionDate;
    if (last === null || collectionDate > last) last = collectionDate;
  }
  for (const collection of collections) {
    collection.sequenceType = !collectedBefore && collection.collectionDate === first ? 'FRST' : 'RCUR';
  }
  mandate.firstCollectionDone = collectedBefore || collections.length > 0;
  mandate.lastCollectionDate = last;
}

function standardActivities(random: SeededRandom, user: CustomerUser, subscriptions: SubscriptionPlan[]) {
  const activities: ActivityPlan[] = [];
  const ip = `192.0.2.${random.int(1, 254)}`;
  if (user.isEmailVerified) {
    const at = new Date(user.createdAt.getTime() + random.int(2, 90) * 60_000);
    activities.push({
      type: 'email_verified',
      action: 'E-mailadres bevestigd',
      description: `E-mailadres ${user.email} bevestigd`,
      createdAt: at,
      ip,
    });
  }
  subscriptions.forEach((subscription, index) => {
    activities.push({
      type: 'subscription_created',
      action: 'Abonnement afgesloten',
      description: `Abonnement ${subscription.title} afgesloten`,
      createdAt: subscription.createdAt,
      ip,
      subscriptionAt: index,
      metadata: { title: subscription.title, startDate: subscription.startDate },
    });
  });
  if (user.lastLogin)
    activities.push({
      type: 'login',
      action: 'Ingelogd',
      description: 'Ingelogd op het klantportaal',
      createdAt: user.lastLogin,
      ip,
    });
  return activities;
}

/** Plans one customer from a scenario: profile (unless given), mandate, subscriptions, invoices, activity. */
export function planScenarioCustomer(
  random: SeededRandom,
  today: string,
  customerNumber: number,
  scenario: CustomerScenario,
  givenUser?: CustomerUser,
): CustomerPlan {
  const user =
    givenUser ??
    generateCustomerUser(random, customerNumber, scenario.kind, scenario.createdOn, today, scenario.isActive);
  const mandate = planMandate(random, scenario, user, customerNumber);
  const historyStart = addMonths(today, -24);
  const subscriptionSpan = Math.max(0, daysBetween(scenario.createdOn, today) - 1);
  const subscriptions = scenario.subscriptions.map((spec, subscriptionIndex) => {
    let startDate =
      spec.startDate ?? addDays(scenario.createdOn, random.int(0, Math.min(2, subscriptionSpan)));
    if (!spec.startDate && subscriptionIndex > 0)
      startDate = addDays(scenario.createdOn, random.int(0, subscriptionSpan));
    if (!spec.startDate && startDate > today) startDate = today;
    const context = {
      random,
      today,
      historyStart,
      customerNumber,
      subscriptionIndex,
      customer: user,
      paysBySepa: mandate?.status === 'valid',
      reverseCharge: scenario.kind === 'be_company' || scenario.kind === 'de_company',
      delinquentSince: scenario.delinquentSince,
    };
    return planSubscription(context, spec, startDate);
  });
  if (mandate) recordCollections(mandate, subscriptions, historyStart);
  return {
    number: customerNumber,
    user,
    mandate,
    subscriptions,
    activities: standardActivities(random, user, subscriptions),
  };
}
