import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export type NotificationType = (typeof notifications.$inferInsert)['type'];

/** Puts a notification behind the customer's bell; call it in the transaction of the event itself. */
export async function createNotification(
  db: DbOrTx,
  input: { userId: string; type: NotificationType; title: string; body: string; link?: string; now: Date },
): Promise<void> {
  await db.insert(notifications).values({
    userId: input.userId,
    type: input.type,
    title: input.title,
    body: input.body,
    link: input.link ?? null,
    createdAt: input.now,
  });
}
