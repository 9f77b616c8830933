import type { Company } from '@hostportaal/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MandateText } from './mandate-text';

const company: Company = {
  name: 'Hostportaal B.V.',
  street: 'Stationsplein',
  houseNumber: '12A',
  zipcode: '3511 ED',
  city: 'Utrecht',
  country: 'NL',
  kvkNumber: '40536533',
  vatId: 'NL123456789B01',
  iban: 'NL91ABNA0417164300',
  bic: 'ABNANL2A',
  email: 'facturen@hostportaal.nl',
  phone: '030 123 4567',
  website: null,
  supportHours: null,
  creditorId: 'NL51ZZZ405365330000',
};

describe('MandateText', () => {
  it('names the incassant-ID of the creditor', () => {
    render(<MandateText creditorName={company.name} creditor={company} />);
    expect(screen.getByText('Incassant-ID: NL51ZZZ405365330000')).toBeTruthy();
    expect(screen.getByText('Incassant: Hostportaal B.V., Stationsplein 12A, 3511 ED Utrecht')).toBeTruthy();
  });

  it('leaves the line out while no incassant-ID is configured', () => {
    render(<MandateText creditorName={company.name} creditor={{ ...company, creditorId: null }} />);
    expect(screen.queryByText(/Incassant-ID/)).toBeNull();
  });
});
