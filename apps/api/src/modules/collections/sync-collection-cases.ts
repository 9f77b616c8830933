import { amsterdamToday, type IsoDate } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { collectionActions } from '../../db/schema/index.ts';

type CaseChange = { id: string; user_id: string; invoice_number: string };

// A claim is in collection while an invoice is past its due date, overdue or its collection failed, and
// something is open.
const inDefaultOn = (today: IsoDate) =>
  sql`i.kind = 'invoice' and i.status in ('overdue', 'failed') and i.total_cents > i.paid_cents and i.due_date < ${today}::date`;

/**
 * Opens a case for every claim in default without one, reopens the case of a claim that came back (a
 * refund after payment), and resolves the cases whose claim was paid or credited. Set-based and
 * conditional: idempotent, and safe when two instances run it at once (the unique invoice id decides).
 */
export async function syncCollectionCases(
  db: DbOrTx,
  now: Date,
): Promise<{ opened: number; reopened: number; resolved: number }> {
  const inDefault = inDefaultOn(amsterdamToday(now));
  const opened = await db.execute<CaseChange>(sql`
    insert into collection_cases (invoice_id, user_id, subscription_id, opened_at, stage_changed_at)
    select i.id, i.user_id, i.subscription_id, ${now}, ${now} from invoices i
    where ${inDefault} and not exists (select 1 from collection_cases c where c.invoice_id = i.id)
    on conflict (invoice_id) do nothing
    returning id, user_id, (select invoice_number from invoices where id = invoice_id) as invoice_number`);
  const reopened = await db.execute<CaseChange>(sql`
    update collection_cases c set stage = 'initial_notice', stage_changed_at = ${now}, resolved_at = null,
      resolution = null, notice_letter_id = null, collection_letter_id = null
    from invoices i
    where c.invoice_id = i.id and c.stage = 'resolved' and ${inDefault}
    returning c.id, c.user_id, i.invoice_number`);
  const resolved = await db.execute<CaseChange & { resolution: string }>(sql`
    update collection_cases c set stage = 'resolved', stage_changed_at = ${now}, resolved_at = ${now},
      resolution = (case when i.status = 'paid' or i.paid_cents >= i.total_cents then 'paid'
                         when i.status = 'cancelled' then 'credited' else 'manual' end)::collection_resolution
    from invoices i
    where c.invoice_id = i.id and c.stage <> 'resolved'
      and (i.status in ('paid', 'cancelled') or i.paid_cents >= i.total_cents)
    returning c.id, c.user_id, i.invoice_number, c.resolution`);

  const history = [
    ...opened.rows.map((row) => ({
      ...row,
      action: 'case_opened',
      stage: 'initial_notice' as const,
      description: `Incassodossier geopend voor factuur ${row.invoice_number}`,
    })),
    ...reopened.rows.map((row) => ({
      ...row,
      action: 'case_reopened',
      stage: 'initial_notice' as const,
      description: `Incassodossier heropend: factuur ${row.invoice_number} staat weer open`,
    })),
    ...resolved.rows.map((row) => ({
      ...row,
      action: 'case_resolved',
      stage: 'resolved' as const,
      description:
        row.resolution === 'credited'
          ? `Factuur ${row.invoice_number} gecrediteerd: dossier gesloten`
          : `Factuur ${row.invoice_number} betaald: dossier gesloten`,
    })),
  ];
  if (history.length > 0) {
    await db.insert(collectionActions).values(
      history.map((row) => ({
        caseId: row.id,
        userId: row.user_id,
        action: row.action,
        stage: row.stage,
        description: row.description,
        createdAt: now,
      })),
    );
  }
  return { opened: opened.rows.length, reopened: reopened.rows.length, resolved: resolved.rows.length };
}
