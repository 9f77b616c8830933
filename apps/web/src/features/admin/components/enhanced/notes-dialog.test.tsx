import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/fetch-stub';
import { renderAppAs } from '../../../../test/render-app';
import { buildUser } from '../../../../test/user-fixture';
import { adminId, buildEnhancedSubscription, buildNote, enhancedApi } from './enhanced-test-fixtures';

const admin = buildUser({ role: 'admin', firstname: 'Bram' });
const row = buildEnhancedSubscription(1);
const notesUrl = `/api/admin/subscriptions/${row.id}/notes`;

async function openNotes() {
  await screen.findByText('Klant 1');
  fireEvent.click(screen.getByRole('button', { name: 'Notitie toevoegen voor Klant 1' }));
  return within(await screen.findByRole('dialog', { name: 'Notities' }));
}

describe('Notes dialog (SPEC §2, §5 new note)', () => {
  it('needs a title and content after trimming and posts the defaults', async () => {
    const posted: unknown[] = [];
    renderAppAs(
      admin,
      '/dashboard/enhanced-subscriptions',
      enhancedApi([row], (request) => {
        if (request.method !== 'POST' || request.url !== notesUrl) return undefined;
        posted.push(JSON.parse(request.body ?? '{}'));
        return jsonResponse(201, { success: true, data: { note: buildNote(1) } });
      }),
    );
    const dialog = await openNotes();
    const save = dialog.getByRole('button', { name: 'Notitie opslaan' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(await dialog.findByText('Er zijn nog geen notities bij dit abonnement.')).toBeTruthy();
    expect((dialog.getByLabelText('Zichtbaarheid') as HTMLSelectElement).value).toBe('team_only');
    await waitFor(() => expect(dialog.getByRole('option', { name: 'Bram Jansen' })).toBeTruthy());

    const title = dialog.getByLabelText('Titel');
    const content = dialog.getByLabelText('Inhoud');
    fireEvent.change(title, { target: { value: '   ' } });
    fireEvent.change(content, { target: { value: '  ' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(await dialog.findByText('Titel en inhoud zijn verplicht')).toBeTruthy();
    expect(posted).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Opvolgdatum'), { target: { value: '2000-01-01' } });
    fireEvent.change(title, { target: { value: ' Teruggebeld ' } });
    fireEvent.change(content, { target: { value: 'Betaalt vrijdag.' } });
    expect(dialog.getByText('13/200')).toBeTruthy();
    fireEvent.click(save);
    expect(await dialog.findByText('De opvolgdatum kan niet eerder zijn dan vandaag')).toBeTruthy();
    expect(posted).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Opvolgdatum'), { target: { value: '' } });
    fireEvent.change(dialog.getByLabelText('Toegewezen aan'), { target: { value: adminId } });
    fireEvent.click(save);
    expect(await screen.findByText('Notitie toegevoegd')).toBeTruthy();
    expect(posted).toEqual([
      {
        title: 'Teruggebeld',
        content: 'Betaalt vrijdag.',
        noteType: 'general',
        priority: 'medium',
        followUpDate: null,
        assignedTo: adminId,
        visibility: 'team_only',
      },
    ]);
    // Saved: the form starts over with the defaults.
    await waitFor(() => expect((title as HTMLInputElement).value).toBe(''));
  });

  it('marks a note resolved with a resolution note and shows a refusal', async () => {
    const note = buildNote(1, { title: 'Bellen over achterstand' });
    const bodies: unknown[] = [];
    renderAppAs(
      admin,
      '/dashboard/enhanced-subscriptions',
      enhancedApi([row], (request) => {
        if (request.url.startsWith(`${notesUrl}?`))
          return jsonResponse(200, {
            success: true,
            data: { notes: [note], pagination: { page: 1, limit: 20, totalItems: 1, totalPages: 1 } },
          });
        if (request.url === `/api/admin/notes/${note.id}/resolve`) {
          bodies.push(JSON.parse(request.body ?? '{}'));
          return jsonResponse(409, {
            success: false,
            error: 'Deze notitie is al afgerond',
            code: 'CONFLICT',
            reason: 'note_already_done',
          });
        }
        return undefined;
      }),
    );
    const dialog = await openNotes();
    expect(await dialog.findByText('Bellen over achterstand')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Afgerond: Bellen over achterstand' }));
    fireEvent.change(dialog.getByLabelText('Afrondingsnotitie (optioneel)'), {
      target: { value: 'Betaald via iDEAL' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Markeer als afgerond' }));
    expect(await screen.findByText('Fout bij markeren notitie: Deze notitie is al afgerond.')).toBeTruthy();
    expect(bodies).toEqual([{ resolutionNotes: 'Betaald via iDEAL' }]);
  });
});
