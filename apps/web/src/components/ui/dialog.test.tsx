import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function OpenedFromState() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Opzeggen
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Abonnement opzeggen">
        <input aria-label="Reden" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('moves focus in when it opens and gives it back to the opener when Escape closes it', async () => {
    render(<OpenedFromState />);
    const opener = screen.getByRole('button', { name: 'Opzeggen' });
    act(() => opener.focus());
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Abonnement opzeggen' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
