import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancellationNote, customerSubscriptionStatus } from './subscription-status';

describe('customerSubscriptionStatus', () => {
  it.each([
    ['active', 'Actief', 'success'],
    ['paused', 'Gepauzeerd', 'warning'],
    ['cancelled_active', 'Opgezegd', 'warning'],
    ['cancelled_expired', 'Beëindigd', 'neutral'],
    ['cancelled', 'Beëindigd', 'neutral'],
    ['suspended', 'Opgeschort', 'danger'],
    ['pending', 'In afwachting', 'warning'],
  ])('%s → %s', (key, label, tone) => {
    expect(customerSubscriptionStatus({ status: 'active', serviceStatus: key })).toEqual({
      key,
      label,
      tone,
    });
  });

  it('falls back to status when serviceStatus is missing or empty', () => {
    expect(customerSubscriptionStatus({ status: 'cancelled' }).label).toBe('Beëindigd');
    expect(customerSubscriptionStatus({ status: 'pending', serviceStatus: null }).label).toBe(
      'In afwachting',
    );
    expect(customerSubscriptionStatus({ status: 'active', serviceStatus: '' }).label).toBe('Actief');
  });

  it('prefers serviceStatus over status', () => {
    expect(customerSubscriptionStatus({ status: 'active', serviceStatus: 'cancelled_active' }).key).toBe(
      'cancelled_active',
    );
  });

  it('shows an unknown status as it is', () => {
    expect(customerSubscriptionStatus({ status: 'migrating' })).toEqual({
      key: 'migrating',
      label: 'migrating',
      tone: 'neutral',
    });
    expect(customerSubscriptionStatus({ status: 'toString' }).label).toBe('toString');
  });
});

describe('cancellationNote', () => {
  it('counts down in days', () => {
    expect(cancellationNote(1)).toBe('Eindigt over 1 dag');
    expect(cancellationNote(2)).toBe('Eindigt over 2 dagen');
    expect(cancellationNote(30)).toBe('Eindigt over 30 dagen');
  });

  it('says today when no days remain', () => {
    expect(cancellationNote(0)).toBe('Eindigt vandaag');
    expect(cancellationNote(-3)).toBe('Eindigt vandaag');
    expect(cancellationNote(Number.NaN)).toBe('Eindigt vandaag');
  });

  it('rounds a part of a day up', () => {
    expect(cancellationNote(0.25)).toBe('Eindigt over 1 dag');
  });

  it('uses the plural for every count above one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10_000 }), (days) => {
        expect(cancellationNote(days)).toBe(`Eindigt over ${days} dagen`);
      }),
    );
  });
});
