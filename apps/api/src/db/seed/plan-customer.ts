import { coveringScenario } from './covering-scenarios.ts';
import { planScenarioCustomer } from './customer-planner.ts';
import { randomCustomerScenario } from './customer-scenario.ts';
import { planDemoCustomer } from './demo-customer.ts';
import type { CustomerPlan } from './seed-plan.ts';
import { createSeededRandom } from './seeded-random.ts';

/**
 * Customer 1 is the demo login, 2-13 cover every status, the rest are random. Each customer has its own
 * random stream from (today, number), so a plan does not depend on chunking or on the other customers.
 */
export function planCustomer(today: string, customerNumber: number): CustomerPlan {
  const random = createSeededRandom(`hostportaal-demo:${today}:${customerNumber}`);
  if (customerNumber === 1) return planDemoCustomer(random, today);
  const scenario = coveringScenario(customerNumber, today) ?? randomCustomerScenario(random, today);
  return planScenarioCustomer(random, today, customerNumber, scenario);
}
