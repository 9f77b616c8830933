import { collectionKpis } from './collection-kpis';
import type { KpiDefinition } from './kpi-definition';
import { paymentKpis } from './payment-kpis';
import { revenueKpis } from './revenue-kpis';

export type { KpiDefinition } from './kpi-definition';

/** Every figure the screens show (issue 20); docs/KPIS.md describes each for people. */
export const kpiCatalogue: readonly KpiDefinition[] = [...revenueKpis, ...paymentKpis, ...collectionKpis];

export type KpiId =
  | (typeof revenueKpis)[number]['id']
  | (typeof paymentKpis)[number]['id']
  | (typeof collectionKpis)[number]['id'];

export function kpiDefinition(id: KpiId): KpiDefinition {
  const found = kpiCatalogue.find((kpi) => kpi.id === id);
  if (!found) throw new Error(`unknown KPI ${id}`);
  return found;
}
