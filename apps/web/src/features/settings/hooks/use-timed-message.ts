import { useCallback, useEffect, useState } from 'react';

export type SectionMessage = { tone: 'success' | 'error'; text: string };

const MESSAGE_LIFETIME_MS = 5000;

/** A section's success or error message, cleared after 5 seconds. */
export function useTimedMessage() {
  const [message, setMessage] = useState<SectionMessage | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), MESSAGE_LIFETIME_MS);
    return () => window.clearTimeout(timer);
  }, [message]);
  const show = useCallback((tone: SectionMessage['tone'], text: string) => setMessage({ tone, text }), []);
  const clear = useCallback(() => setMessage(null), []);
  return { message, show, clear };
}
