import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';

const PATH = '/dashboard/instellingen?tab=profile';

describe('Persoonlijke gegevens: reference and Peppol ID for the e-invoices (issue 21)', () => {
  it('shows them, and saves them after the server refused a Peppol ID it cannot route', async () => {
    const user = buildUser({ company: 'Bakkerij Jansen B.V.', kvkNumber: '12345678' });
    const puts: Record<string, unknown>[] = [];
    const answer = (request: RecordedRequest) => {
      if (request.url !== '/auth/profile' || request.method !== 'PUT') return undefined;
      const body = JSON.parse(request.body ?? '{}') as Record<string, unknown>;
      puts.push(body);
      if (body.peppolId === '0106:1234')
        return jsonResponse(422, {
          success: false,
          error: 'Validatie mislukt',
          code: 'VALIDATION_FAILED',
          details: [
            {
              field: 'peppolId',
              message: 'Geen Peppol-ID die Peppol kan bereiken; bijvoorbeeld 0106:12345678 (KvK-nummer)',
            },
          ],
        });
      return jsonResponse(200, {
        success: true,
        message: 'Profiel bijgewerkt',
        data: {
          user: { ...user, purchaseReference: 'INK-2026-17', peppolId: '0106:12345678' },
        },
      });
    };
    renderAppAs(user, PATH, answer);

    expect(await screen.findByText('Je referentie / inkoopnummer', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Peppol-ID')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bewerken' }));
    const reference = screen.getByLabelText('Je referentie / inkoopnummer');
    const peppolId = screen.getByLabelText('Peppol-ID');
    expect(peppolId.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/0106:12345678 \(KvK-nummer\)/)).toBeTruthy();

    fireEvent.change(reference, { target: { value: ' INK-2026-17 ' } });
    fireEvent.change(peppolId, { target: { value: '0106:1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(
      await screen.findAllByText(
        'Geen Peppol-ID die Peppol kan bereiken; bijvoorbeeld 0106:12345678 (KvK-nummer)',
      ),
    ).not.toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Peppol-ID'), { target: { value: '0106:12345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Profiel succesvol bijgewerkt!')).toBeTruthy();
    expect(puts.at(-1)).toMatchObject({ purchaseReference: 'INK-2026-17', peppolId: '0106:12345678' });
    await waitFor(() => expect(screen.getByText('INK-2026-17')).toBeTruthy());
    expect(screen.getByText('0106:12345678')).toBeTruthy();
  });

  it('sends an emptied field as null, which clears it', async () => {
    const user = buildUser({ purchaseReference: 'INK-1', peppolId: '0106:12345678' });
    const puts: Record<string, unknown>[] = [];
    renderAppAs(user, PATH, (request) => {
      if (request.url !== '/auth/profile' || request.method !== 'PUT') return undefined;
      puts.push(JSON.parse(request.body ?? '{}'));
      return jsonResponse(200, {
        success: true,
        message: 'Profiel bijgewerkt',
        data: { user: { ...user, purchaseReference: null, peppolId: null } },
      });
    });
    expect(await screen.findByText('INK-1', {}, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bewerken' }));
    fireEvent.change(screen.getByLabelText('Je referentie / inkoopnummer'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Peppol-ID'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Profiel succesvol bijgewerkt!')).toBeTruthy();
    expect(puts).toEqual([expect.objectContaining({ purchaseReference: null, peppolId: null })]);
  });
});

describe('E-facturen: the UBL with every invoice e-mail, for a business (issue 21)', () => {
  it('a business switches it on; the switch says what was saved', async () => {
    const user = buildUser({ kvkNumber: '12345678' });
    const puts: Record<string, unknown>[] = [];
    renderAppAs(user, PATH, (request) => {
      if (request.url !== '/auth/profile' || request.method !== 'PUT') return undefined;
      puts.push(JSON.parse(request.body ?? '{}'));
      return jsonResponse(200, {
        success: true,
        message: 'Profiel bijgewerkt',
        data: { user: { ...user, einvoiceByEmail: true } },
      });
    });
    const section = within(await screen.findByRole('region', { name: 'E-facturen' }, { timeout: 15_000 }));
    const toggle = section.getByRole('switch', {
      name: 'Stuur de e-factuur (UBL) mee met elke factuur-e-mail',
    });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(await section.findByText('Je krijgt de e-factuur voortaan bij elke factuur-e-mail.')).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(puts).toEqual([
      {
        firstname: user.firstname,
        lastname: user.lastname,
        email: user.email,
        einvoiceByEmail: true,
      },
    ]);
  });

  it('a business known by its VAT id only is offered it too', async () => {
    renderAppAs(buildUser({ company: 'Brussel Hosting BV', vatId: 'BE0123456749' }), PATH);
    const section = within(await screen.findByRole('region', { name: 'E-facturen' }, { timeout: 15_000 }));
    expect(section.getByRole('switch')).toBeTruthy();
  });

  it('a consumer (no KvK number, VAT id or Peppol ID) is not offered it', async () => {
    renderAppAs(buildUser(), PATH);
    expect(await screen.findByText('Je referentie / inkoopnummer', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'E-facturen' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
