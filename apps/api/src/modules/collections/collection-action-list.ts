import type { CollectionAction } from '@hostportaal/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isoTimestamp } from '../../db/iso-timestamp.ts';

/**
 * Recent Collection Actions (SPEC §2): the newest entries of the history, who did them and how it went; of one
 * customer when `customerId` is given.
 */
export async function recentCollectionActions(
  db: DbOrTx,
  limit: number,
  customerId?: string,
): Promise<CollectionAction[]> {
  const result = await db.execute<{
    id: number;
    case_id: string | null;
    user_id: string;
    customer_name: string;
    action: string;
    description: string;
    created_at: string;
    performed_by: string | null;
    result: string;
  }>(sql`
    select a.id::int as id, a.case_id, a.user_id, u.firstname || ' ' || u.lastname as customer_name, a.action,
      a.description, ${isoTimestamp(sql`a.created_at`)} as created_at,
      staff.firstname || ' ' || staff.lastname as performed_by, a.result
    from collection_actions a
    join users u on u.id = a.user_id
    left join users staff on staff.id = a.actor_id
    ${customerId ? sql`where a.user_id = ${customerId}::uuid` : sql``}
    order by a.created_at desc, a.id desc
    limit ${limit}`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    caseId: row.case_id,
    customerId: row.user_id,
    customerName: row.customer_name,
    action: row.action,
    description: row.description,
    timestamp: row.created_at,
    performedBy: row.performed_by ?? 'Automatisch',
    result: row.result === 'failed' ? 'failed' : 'success',
  }));
}
