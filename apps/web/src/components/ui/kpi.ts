import { type KpiId, kpiDefinition } from '@hostportaal/domain';

/** The language of a screen's texts: English admin screens show the English definition in nl too. */
export type KpiLanguage = 'nl' | 'en';

/** A figure of the KPI catalogue as StatCard's `kpi` prop takes it. */
export type KpiProp = {
  id: KpiId;
  /** Cents, a count or a percentage; null when the data cannot give it (shown as '—', no data-kpi-value). */
  value: number | null;
  definition: string;
  definitionLabel: string;
  /** The period a period figure covers ('30d', '12m'), so figures are compared only over the same period. */
  period?: string;
};

/**
 * The `kpi` prop of a StatCard (issue 20): the figure's catalogue id and raw value, its definition in the
 * screen's language, and the info button's name in the screen's words ("What does Total Users count?").
 */
export function kpiOf(
  id: KpiId,
  value: number | null,
  screen: { language: KpiLanguage; definitionLabel: string; period?: string },
): KpiProp {
  return {
    id,
    value,
    definition: kpiDefinition(id).definition[screen.language],
    definitionLabel: screen.definitionLabel,
    period: screen.period,
  };
}

/**
 * The marks of a `kpi` prop on the element that shows it (a StatCard, a metric tile). `data-kpi-unit` tells
 * the agreement test how the value is written on screen (cents as € 1.234,56), so it compares what is read.
 */
export function kpiPropAttributes(kpi: KpiProp | undefined) {
  return {
    'data-kpi': kpi?.id,
    'data-kpi-value': kpi?.value ?? undefined,
    'data-kpi-period': kpi?.period,
    'data-kpi-unit': kpi ? kpiDefinition(kpi.id).unit : undefined,
  };
}

/** The same marks on an element that is not a StatCard (a chart's last point, a hint, a badge). */
export function kpiAttributes(id: KpiId, value: number, period?: string) {
  return {
    'data-kpi': id,
    'data-kpi-value': value,
    'data-kpi-period': period,
    'data-kpi-unit': kpiDefinition(id).unit,
  };
}

/** The language of an admin screen translated per language (Incasso Beheer): Dutch in nl, else English. */
export function translatedScreenLanguage(language: string | undefined): KpiLanguage {
  return language?.startsWith('nl') ? 'nl' : 'en';
}
