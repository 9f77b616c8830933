import type { AdminUserBulkActionBody, SkippedItem } from '@hostportaal/contract';
import { AppError, skippedBy } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { errorMessages } from '../../error-messages.ts';
import { unusablePasswordHash } from '../account/anonymise-user.ts';
import { type AccessActor, setUserActive, setUserRole, type UserChange } from './change-user-access.ts';
import { deleteUserByAdmin } from './manage-user.ts';

export type BulkUserResult = {
  done: number;
  skipped: SkippedItem[];
  changes: (UserChange & { action: string })[];
};

/**
 * SPEC §7 bulk action, each user in a transaction of its own, so one refusal (yourself, the last admin,
 * unpaid invoices) does not undo the others; what could not be done comes back with the reason.
 */
export async function bulkChangeUsers(
  db: DbOrTx,
  body: AdminUserBulkActionBody,
  actor: AccessActor,
): Promise<BulkUserResult> {
  const result: BulkUserResult = { done: 0, skipped: [], changes: [] };
  const passwordHash = body.action === 'delete' ? await unusablePasswordHash() : undefined;
  for (const id of new Set(body.userIds)) {
    try {
      if (body.action === 'delete') {
        const { outcome, change } = await deleteUserByAdmin(db, id, actor, passwordHash);
        result.changes.push({ ...change, action: outcome === 'deleted' ? 'user.delete' : 'user.anonymise' });
      } else if (body.action === 'change_role') {
        const change = await setUserRole(db, id, body.value ?? 'user', actor);
        if (change) result.changes.push({ ...change, action: 'user.change_role' });
      } else {
        const change = await setUserActive(db, id, body.action === 'activate', actor);
        if (change) result.changes.push({ ...change, action: `user.${body.action}` });
      }
      result.done += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const fallback = error.code === 'USER_NOT_FOUND' ? 'User not found' : errorMessages.en[error.code];
      result.skipped.push(skippedBy(id, error, fallback));
    }
  }
  return result;
}
