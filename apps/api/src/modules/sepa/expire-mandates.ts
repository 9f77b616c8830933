import { addMonths } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * A recurrent mandate lapses after 36 months without a collection (DOMAIN-NL §2): counted from its last
 * use, or from signing when there was none. The use is read from the collections themselves, not from
 * sepa_mandates.last_collection_date, which a batch sets when its file is written:
 * - a use: a collection the bank collected (also one refunded or returned after that), one returned from a
 *   bank statement (camt: after settlement), and one in a file at the bank whose outcome has not come in;
 * - no use: a cancelled batch item, a collection in a file or block the bank refused whole (batch_rejected),
 *   and one a status report (pain.002) rejected on its own before settlement, as its import recorded it;
 * - a last_collection_date that no collection of ours explains (mandates taken over with their history).
 * One conditional UPDATE: idempotent and safe when two instances run it at once.
 */
export async function expireUnusedMandates(db: DbOrTx, input: { today: string; now: Date }): Promise<number> {
  const cutoff = addMonths(input.today, -36);
  const result = await db.execute(sql`
    with recent as (
      select i.mandate_id, i.status, i.batch_rejected, i.end_to_end_id, b.status as batch_status,
        b.collection_date
      from sepa_batch_items i join sepa_batches b on b.id = i.batch_id
      where b.collection_date >= ${cutoff}::date
    ),
    rejected_before_settlement as (
      select distinct line->>'endToEndId' as end_to_end_id
      from bank_file_imports f cross join lateral jsonb_array_elements(f.lines) line
      -- A report comes after its file was written, which is days before the file's collection date.
      where f.imported_at >= ${addMonths(cutoff, -1)}::date and f.message_type like 'pain.002%'
        and line->>'kind' = 'rejected' and line->>'outcome' = 'matched'
        and coalesce(line->>'actionCode', 'return_applied') = 'return_applied'
        and line->>'endToEndId' in (
          select end_to_end_id from recent where status = 'returned' and not batch_rejected)
    ),
    used as (
      select distinct mandate_id from recent
      where status = 'collected'
        or (status = 'pending' and batch_status = 'submitted')
        or (status = 'returned' and not batch_rejected
          and end_to_end_id not in (select end_to_end_id from rejected_before_settlement))
    )
    update sepa_mandates m set status = 'expired', updated_at = ${input.now}
    where m.status = 'valid' and m.signed_at < ${cutoff}::date
      and m.id not in (select mandate_id from used)
      and (m.last_collection_date is null or m.last_collection_date < ${cutoff}::date
        or (m.id, m.last_collection_date) in (select mandate_id, collection_date from recent))
    returning m.id`);
  return result.rows.length;
}
