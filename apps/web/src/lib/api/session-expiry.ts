type SessionExpiredListener = () => void;

const listeners = new Set<SessionExpiredListener>();

/** The session provider listens here: the client cleared the token because a refresh was refused. */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifySessionExpired(): void {
  for (const listener of listeners) listener();
}
