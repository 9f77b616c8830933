import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/fetch-stub';
import { renderAppAs } from '../../test/render-app';
import { buildUser } from '../../test/user-fixture';

const noNotifications = (request: { url: string }) =>
  request.url.startsWith('/api/notifications')
    ? jsonResponse(200, { success: true, data: { notifications: [], unreadCount: 0 } })
    : undefined;

describe('help page', () => {
  it('filters questions and answers as you type and says when nothing matches', async () => {
    renderAppAs(buildUser(), '/dashboard/help', noNotifications);
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeTruthy();
    expect(screen.getByText('Welke nameservers moet ik gebruiken?')).toBeTruthy();
    const search = screen.getByLabelText('Zoek in de veelgestelde vragen');
    // Matches an answer, not a question: the 8-week refund right.
    fireEvent.change(search, { target: { value: '8 weken' } });
    expect(screen.getByText('Kan ik een incasso terugboeken (storneren)?')).toBeTruthy();
    expect(screen.queryByText('Welke nameservers moet ik gebruiken?')).toBeNull();
    fireEvent.change(search, { target: { value: 'minimum van € 40' } });
    expect(screen.getByText('Hoe hoog zijn de incassokosten?')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'xyzzy' } });
    expect(screen.getAllByText('Geen resultaten').length).toBeGreaterThan(0);
    expect(screen.queryByText('Hoe hoog zijn de incassokosten?')).toBeNull();
  });
});
