import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { applyDateFormat, formatDateShort, formatDateTime } from './format-date';

function Due() {
  const { t } = useTranslation();
  return (
    <p>
      {t('settings.preferences.dateFormat')}: {formatDateShort('2026-11-15')} ·{' '}
      {formatDateTime('2026-11-21T13:05:00.000Z')}
    </p>
  );
}

describe('the date format screens write', () => {
  it('is dd-mm-jjjj until a user has chosen, and falls back to it for a format no longer offered', () => {
    expect(formatDateShort('2026-11-15')).toBe('15-11-2026');
    applyDateFormat('DD/MM/YYYY');
    expect(formatDateShort('2026-11-15')).toBe('15/11/2026');
    applyDateFormat('MM/DD/YYYY');
    expect(formatDateShort('2026-11-15')).toBe('15-11-2026');
    applyDateFormat(undefined);
    expect(formatDateTime('2026-11-21T13:05:00.000Z')).toBe('21-11-2026 14:05');
  });

  it('re-renders what is on screen when it changes, without a reload', () => {
    render(<Due />);
    expect(screen.getByText('Datumnotatie: 15-11-2026 · 21-11-2026 14:05')).toBeTruthy();
    act(() => applyDateFormat('YYYY-MM-DD'));
    expect(screen.getByText('Datumnotatie: 2026-11-15 · 2026-11-21 14:05')).toBeTruthy();
  });
});
