import { addDays } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { amsterdamInstant } from './amsterdam-instant.ts';
import { adminLogin, financeEmail } from './staff-users.ts';

type SeedNote = {
  title: string;
  content: string;
  noteType: 'general' | 'payment_issue' | 'collection_action' | 'customer_contact';
  priority: 'low' | 'medium' | 'high' | 'urgent';
  visibility: 'public' | 'team_only' | 'admin_only';
  /** Days from today; negative is overdue. */
  followUpIn: number | null;
  assignee: 'admin' | 'finance' | null;
  daysAgo: number;
  resolution?: string;
};

// What the team wrote on the first open collection cases (deterministic: the seed's cases in a fixed order).
const notes: SeedNote[] = [
  {
    title: 'Klant belt terug over betalingsregeling',
    content: 'Telefonisch gesproken: wil het openstaande bedrag in twee termijnen betalen. Voorstel sturen.',
    noteType: 'customer_contact',
    priority: 'urgent',
    visibility: 'team_only',
    followUpIn: 0,
    assignee: 'admin',
    daysAgo: 2,
  },
  {
    title: 'Incasso gestorneerd, nieuwe IBAN gevraagd',
    content: 'Bank meldt rekening opgeheven (AC04). Klant per e-mail om een nieuw rekeningnummer gevraagd.',
    noteType: 'payment_issue',
    priority: 'high',
    visibility: 'team_only',
    followUpIn: 3,
    assignee: 'finance',
    daysAgo: 4,
  },
  {
    title: 'Betaling toegezegd voor de 28e',
    content: 'Klant heeft toegezegd het bedrag uiterlijk de 28e over te maken met het PAY-kenmerk.',
    noteType: 'customer_contact',
    priority: 'medium',
    visibility: 'public',
    followUpIn: 5,
    assignee: 'finance',
    daysAgo: 1,
  },
  {
    title: 'Na termijn incassobrief versturen',
    content: 'Als de termijn van de 14-dagenbrief onbetaald verstrijkt: incassobrief en dienst opschorten.',
    noteType: 'collection_action',
    priority: 'high',
    visibility: 'admin_only',
    followUpIn: -1,
    assignee: 'admin',
    daysAgo: 9,
  },
  {
    title: 'Adres gecontroleerd',
    content: 'Postadres klopt met KvK; brief kan per post.',
    noteType: 'general',
    priority: 'low',
    visibility: 'team_only',
    followUpIn: null,
    assignee: null,
    daysAgo: 12,
    resolution: 'Geen actie meer nodig.',
  },
];

/** Notes with follow-ups on the demo data's open collection cases, for Incasso Beheer. */
export async function seedSubscriptionNotes(db: DbOrTx, today: string): Promise<number> {
  const staff = await db.execute<{ id: string; email: string }>(
    sql`select id, email from users where email in (${adminLogin.email}, ${financeEmail})`,
  );
  const idOf = (email: string) => staff.rows.find((row) => row.email === email)?.id ?? null;
  const author = idOf(adminLogin.email);
  const subscriptions = await db.execute<{ subscription_id: string }>(sql`
    select c.subscription_id from collection_cases c
    where c.stage <> 'resolved' and c.subscription_id is not null
    group by c.subscription_id order by min(c.opened_at), c.subscription_id limit ${notes.length}`);
  let written = 0;
  for (const [index, row] of subscriptions.rows.entries()) {
    const note = notes[index];
    if (!note) break;
    const at = amsterdamInstant(addDays(today, -note.daysAgo), 9 + index, 15).toISOString();
    const assignee =
      note.assignee === 'admin' ? author : note.assignee === 'finance' ? idOf(financeEmail) : null;
    await db.execute(sql`insert into subscription_notes (subscription_id, title, content, note_type, priority,
        follow_up_date, assigned_to, visibility, status, created_by, created_at, updated_at, resolved_at,
        resolved_by, resolution_notes)
      values (${row.subscription_id}, ${note.title}, ${note.content}, ${note.noteType}, ${note.priority},
        ${note.followUpIn === null ? null : addDays(today, note.followUpIn)}, ${assignee}, ${note.visibility},
        ${note.resolution ? 'resolved' : 'active'}, ${author}, ${at}, ${at}, ${note.resolution ? at : null},
        ${note.resolution ? author : null}, ${note.resolution ?? null})`);
    written += 1;
  }
  return written;
}
