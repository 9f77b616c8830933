import { useRef } from 'react';

/**
 * Our dialogs open from state, not from a Radix `Dialog.Trigger`, so Radix has no trigger to give focus back
 * to and leaves it on <body> when they close. These handlers for `Dialog.Content` remember what had focus
 * when the dialog opened and return it there (WCAG 2.4.3), unless that element is gone by then.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
