/**
 * One figure a screen shows (issue 20): its name, what it counts in one sentence per language, and where it
 * is computed. Every screen that shows the figure takes the value from that one place, and its label and
 * tooltip from here, so two screens cannot show two numbers under one name.
 */
export type KpiDefinition = {
  /** Stable key, e.g. `revenue.mrr`; also the i18n tooltip key and the `data-kpi` attribute on screen. */
  id: string;
  label: { nl: string; en: string };
  /** One sentence: what is counted, from which records, as of when. */
  definition: { nl: string; en: string };
  unit: 'cents' | 'count' | 'percent';
  /** The server code (module path and export) or read model that computes it. */
  computedBy: string;
  /** The screens (route and card) that show it. */
  shownOn: readonly string[];
};
