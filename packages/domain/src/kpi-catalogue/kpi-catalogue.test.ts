import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kpiCatalogue } from './index';

const kpiPage = readFileSync(path.resolve(import.meta.dirname, '../../../../docs/KPIS.md'), 'utf8');

describe('the KPI catalogue', () => {
  it('names each figure once', () => {
    const ids = kpiCatalogue.map((kpi) => kpi.id);
    expect(new Set(ids).size).toBe(ids.length);
    const labels = kpiCatalogue.map((kpi) => kpi.label.en);
    expect(new Set(labels).size, 'two figures with one English name').toBe(labels.length);
  });

  it.each(kpiCatalogue.map((kpi) => [kpi.id, kpi] as const))(
    '%s is defined in both languages and shown somewhere',
    (_, kpi) => {
      for (const language of ['nl', 'en'] as const) {
        expect(kpi.label[language].trim()).not.toBe('');
        expect(kpi.definition[language]).toMatch(/\.$/);
      }
      expect(kpi.computedBy).not.toBe('');
      expect(kpi.shownOn.length).toBeGreaterThan(0);
    },
  );

  it.each(kpiCatalogue.map((kpi) => [kpi.id, kpi] as const))('docs/KPIS.md describes %s', (id, kpi) => {
    const row = kpiPage.split('\n').find((line) => line.includes(`\`${id}\``));
    expect(row, `docs/KPIS.md has no row for ${id}`).toBeDefined();
    expect(row).toContain(kpi.label.en);
  });
});
