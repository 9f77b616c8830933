import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';
import { fromAmsterdamInput, toAmsterdamInput } from '../components/status/amsterdam-date-time';

const admin = buildUser({ role: 'admin', firstname: 'Bram' });
const emailId = '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

function statusBody() {
  return {
    success: true,
    data: {
      overall: 'operational',
      components: [
        {
          id: emailId,
          name: 'E-mail',
          description: 'Inkomende en uitgaande e-mail',
          status: 'operational',
          updatedAt: '2026-11-20T08:00:00.000Z',
        },
      ],
      servers: [],
      current: [],
      upcoming: [],
      past: [],
    },
  };
}

const emptyList = {
  success: true,
  data: { notices: [], pagination: { page: 1, limit: 10, totalItems: 0, totalPages: 1 } },
};

describe('amsterdam date-time input', () => {
  it('reads and writes Amsterdam wall-clock time in winter and summer', () => {
    expect(fromAmsterdamInput('2026-12-01T09:00')).toBe('2026-12-01T08:00:00.000Z');
    expect(fromAmsterdamInput('2026-07-01T09:00')).toBe('2026-07-01T07:00:00.000Z');
    expect(toAmsterdamInput('2026-07-01T07:00:00.000Z')).toBe('2026-07-01T09:00');
    expect(fromAmsterdamInput('')).toBeNull();
    expect(fromAmsterdamInput('2026-02-30T09:00')).toBeNull();
    expect(fromAmsterdamInput('2026-12-01T24:00')).toBeNull();
  });
});

describe('Platformstatus (admin)', () => {
  it('checks the notice form, shows server field errors at the field and posts Amsterdam times as ISO', async () => {
    let postCount = 0;
    const posted: RecordedRequest[] = [];
    renderAppAs(admin, '/dashboard/admin/status', (request) => {
      if (request.url === '/api/status') return jsonResponse(200, statusBody());
      if (request.url.startsWith('/api/admin/maintenance-notices?')) return jsonResponse(200, emptyList);
      if (request.url === '/api/admin/maintenance-notices' && request.method === 'POST') {
        posted.push(request);
        postCount += 1;
        if (postCount === 1) {
          return jsonResponse(422, {
            success: false,
            error: 'Validatie mislukt',
            code: 'VALIDATION_FAILED',
            details: [{ field: 'title', message: 'Deze titel is al in gebruik.' }],
          });
        }
        const body = JSON.parse(request.body ?? '{}');
        return jsonResponse(201, { success: true, data: { id: emailId, ...body } });
      }
      return undefined;
    });

    expect(await screen.findByLabelText('Status van E-mail')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nieuwe melding' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Titel'), { target: { value: 'ab' } });
    fireEvent.change(dialog.getByLabelText('Begin'), { target: { value: '2026-12-01T09:00' } });
    fireEvent.change(dialog.getByLabelText('Einde'), { target: { value: '2026-12-01T08:00' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Melding opslaan' }));
    expect(await dialog.findByText('Gebruik 3 tot 200 tekens.')).toBeTruthy();
    expect(dialog.getByText('Dit veld is verplicht.')).toBeTruthy();
    expect(dialog.getByText('Het einde moet na het begin liggen.')).toBeTruthy();
    expect(posted).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Titel'), { target: { value: 'Onderhoud mailserver' } });
    fireEvent.change(dialog.getByLabelText('Tekst'), { target: { value: 'De mail is even traag.' } });
    fireEvent.change(dialog.getByLabelText('Einde'), { target: { value: '2026-12-01T11:30' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Melding opslaan' }));
    expect(await dialog.findByText('Deze titel is al in gebruik.')).toBeTruthy();
    expect(dialog.getByLabelText('Titel').getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(dialog.getByRole('button', { name: 'Melding opslaan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(posted[1]?.body ?? '{}')).toEqual({
      title: 'Onderhoud mailserver',
      body: 'De mail is even traag.',
      severity: 'maintenance',
      startsAt: '2026-12-01T08:00:00.000Z',
      endsAt: '2026-12-01T10:30:00.000Z',
    });
    expect(await screen.findByText('De melding is geplaatst.')).toBeTruthy();
  });
});
