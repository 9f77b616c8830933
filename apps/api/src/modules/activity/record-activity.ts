import type { DbOrTx } from '../../db/client.ts';
import { activityLog } from '../../db/schema/index.ts';

export type ActivityType =
  | 'login'
  | 'logout'
  | 'payment'
  | 'profile_updated'
  | 'password_changed'
  | 'session_revoked'
  | 'password_reset'
  | 'subscription_created'
  | 'subscription_cancelled'
  | 'email_verified'
  | 'email_change_requested'
  | 'email_change_cancelled'
  | 'email_changed'
  | 'email_change_undone'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'registered'
  | 'settings_updated'
  | 'account_deleted'
  | 'package_created'
  | 'package_updated'
  | 'subscription_changed'
  | 'subscription_paused'
  | 'subscription_resumed'
  | 'subscription_reactivated'
  | 'invoice_issued'
  | 'invoice_credited'
  | 'invoice_resent'
  | 'invoice_sent_to_collection'
  | 'payment_received'
  | 'billing_run'
  | 'order_placed'
  | 'mandate_created'
  | 'mandate_changed'
  | 'payment_reminder_sent'
  | 'payment_retry_scheduled'
  | 'subscription_suspended'
  | 'user_status_changed'
  | 'user_role_changed'
  | 'admin_contact';

export async function recordActivity(
  db: DbOrTx,
  entry: {
    userId: string | null;
    actorId?: string | null;
    type: ActivityType;
    action: string;
    description: string;
    ip?: string;
    now: Date;
    metadata?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(activityLog).values({
    userId: entry.userId,
    actorId: entry.actorId ?? entry.userId,
    type: entry.type,
    action: entry.action,
    description: entry.description,
    ip: entry.ip,
    metadata: entry.metadata,
    createdAt: entry.now,
  });
}
