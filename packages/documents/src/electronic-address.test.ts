import { describe, expect, it } from 'vitest';
import { buyerElectronicAddress, normalizeVatId, parsePeppolParticipantId } from './electronic-address.ts';
import type { DocumentParty } from './invoice-document.ts';

const party: DocumentParty = {
  name: 'Jan de Vries',
  company: null,
  street: 'Oudegracht',
  houseNumber: '231',
  zipcode: '3511 NK',
  city: 'Utrecht',
  country: 'NL',
  vatId: null,
  email: 'jan@devries.test',
};

describe('parsePeppolParticipantId', () => {
  it('reads scheme and id, with or without the iso6523 prefix', () => {
    expect(parsePeppolParticipantId('0106:12345678')).toEqual({ schemeId: '0106', id: '12345678' });
    expect(parsePeppolParticipantId(' iso6523-actorid-upis::9944:nl123456789b01 ')).toEqual({
      schemeId: '9944',
      id: 'NL123456789B01',
    });
    expect(parsePeppolParticipantId('0208:0123456749')).toEqual({ schemeId: '0208', id: '0123456749' });
    expect(parsePeppolParticipantId('0088:5790000435975')).toEqual({ schemeId: '0088', id: '5790000435975' });
  });

  it('refuses schemes Peppol does not route and numbers in the wrong shape', () => {
    expect(parsePeppolParticipantId('EM:jan@devries.test')).toBeNull();
    expect(parsePeppolParticipantId('9999:123')).toBeNull();
    expect(parsePeppolParticipantId('0106:1234567')).toBeNull();
    expect(parsePeppolParticipantId('0208:0123456748')).toBeNull();
    expect(parsePeppolParticipantId('9944:NL123456789')).toBeNull();
    expect(parsePeppolParticipantId('12345678')).toBeNull();
  });
});

describe('buyerElectronicAddress', () => {
  it('takes the Peppol id first, then the KvK number, then a Dutch or Belgian VAT id, then the e-mail', () => {
    const business = { ...party, company: 'Jansen B.V.', vatId: 'NL 1234.56789.B01' };
    expect(
      buyerElectronicAddress(business, { peppolId: '9944:NL123456789B01', kvkNumber: '12345678' }),
    ).toEqual({
      schemeId: '9944',
      id: 'NL123456789B01',
    });
    expect(buyerElectronicAddress(business, { kvkNumber: '12345678' })).toEqual({
      schemeId: '0106',
      id: '12345678',
    });
    expect(buyerElectronicAddress(business, {})).toEqual({ schemeId: '9944', id: 'NL123456789B01' });
    const belgian = { ...party, country: 'BE', vatId: 'BE 0123.456.749' };
    expect(buyerElectronicAddress(belgian, {})).toEqual({ schemeId: '0208', id: '0123456749' });
    expect(buyerElectronicAddress(party, {})).toEqual({ schemeId: 'EM', id: 'jan@devries.test' });
  });

  it('addresses other EU businesses by their VAT id under their country’s Peppol scheme', () => {
    const at = (country: string, vatId: string) => buyerElectronicAddress({ ...party, country, vatId }, {});
    expect(at('DE', 'DE 123 456 789')).toEqual({ schemeId: '9930', id: 'DE123456789' });
    expect(at('FR', 'FR40303265045')).toEqual({ schemeId: '9957', id: 'FR40303265045' });
    expect(at('GR', '094014298')).toEqual({ schemeId: '9933', id: 'EL094014298' });
    expect(at('DK', 'DK13585628')).toEqual({ schemeId: '0198', id: 'DK13585628' });
    expect(at('IT', 'IT00743110157')).toEqual({ schemeId: '0211', id: 'IT00743110157' });
  });

  it('falls back to the e-mail address (EM) when a VAT id gives no Peppol address', () => {
    const email = { schemeId: 'EM', id: 'jan@devries.test' };
    // Sweden and Finland address companies by numbers their VAT id does not spell out.
    expect(buyerElectronicAddress({ ...party, country: 'SE', vatId: 'SE556677889901' }, {})).toEqual(email);
    // A Belgian number failing its check digits, a Dutch one in the wrong form.
    expect(buyerElectronicAddress({ ...party, country: 'BE', vatId: 'BE0123456748' }, {})).toEqual(email);
    expect(buyerElectronicAddress({ ...party, vatId: 'NL12345' }, {})).toEqual(email);
    expect(buyerElectronicAddress(party, {})).toEqual({ schemeId: 'EM', id: 'jan@devries.test' });
  });

  it('has nothing to fall back on without an e-mail address', () => {
    expect(() => buyerElectronicAddress({ ...party, email: null }, {})).toThrow(/geen elektronisch adres/);
  });
});

describe('normalizeVatId', () => {
  it('compacts, upper-cases and adds the country prefix when it was left out', () => {
    expect(normalizeVatId('nl 8645.12397.b01', 'NL')).toBe('NL864512397B01');
    expect(normalizeVatId('0123.456.749', 'BE')).toBe('BE0123456749');
    expect(normalizeVatId('094014298', 'GR')).toBe('EL094014298');
  });
});
