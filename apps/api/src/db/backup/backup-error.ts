/** A backup or restore that cannot go on, with a message that says why and what to do; nothing was changed. */
export class BackupError extends Error {
  override name = 'BackupError';
}
