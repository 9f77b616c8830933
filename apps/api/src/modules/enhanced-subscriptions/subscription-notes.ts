import type { Note, NoteBody, TeamMember } from '@hostportaal/contract';
import { amsterdamToday, compareIsoDates } from '@hostportaal/domain';
import { type SQL, sql } from 'drizzle-orm';
import { AppError, refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { isoTimestamp } from '../../db/iso-timestamp.ts';

// Staff notes on a subscription (SPEC §3 "Note", §5 new note): follow-ups assigned to a team member, marked
// resolved ('Afgerond'). Visibility: public notes are also shown to the customer on their subscription;
// team_only and admin_only never leave the staff routes. Every admin is on the team (roles are user and
// admin), so those two differ only once a staff role without admin rights exists.

export type NoteActor = { id: string; now: Date };

const person = (alias: string) =>
  sql.raw(`case when ${alias}.id is null then null
    else json_build_object('id', ${alias}.id, 'name', ${alias}.firstname || ' ' || ${alias}.lastname) end`);

const noteColumns = sql`n.id, n.subscription_id, n.title, n.content, n.note_type, n.priority,
  n.follow_up_date::text as follow_up_date, n.visibility, n.status, n.resolution_notes,
  ${person('assignee')} as assigned_to, ${person('author')} as created_by, ${person('resolver')} as resolved_by,
  ${isoTimestamp(sql`n.created_at`)} as created_at, ${isoTimestamp(sql`n.updated_at`)} as updated_at,
  ${isoTimestamp(sql`n.resolved_at`)} as resolved_at`;

const noteJoins = sql`left join users assignee on assignee.id = n.assigned_to
  left join users author on author.id = n.created_by
  left join users resolver on resolver.id = n.resolved_by`;

type NoteRow = {
  id: string;
  subscription_id: string;
  title: string;
  content: string;
  note_type: Note['noteType'];
  priority: Note['priority'];
  follow_up_date: string | null;
  visibility: Note['visibility'];
  status: Note['status'];
  resolution_notes: string | null;
  assigned_to: Note['assignedTo'];
  created_by: Note['createdBy'];
  resolved_by: Note['resolvedBy'];
  created_at: string;
  updated_at: string;
  resolved_at: string | null;
};

function toNote(row: NoteRow): Note {
  return {
    id: row.id,
    subscriptionId: row.subscription_id,
    title: row.title,
    content: row.content,
    noteType: row.note_type,
    priority: row.priority,
    followUpDate: row.follow_up_date,
    assignedTo: row.assigned_to,
    visibility: row.visibility,
    status: row.status,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    resolvedAt: row.resolved_at,
    resolvedBy: row.resolved_by,
    resolutionNotes: row.resolution_notes,
  };
}

async function findNote(db: DbOrTx, id: string): Promise<Note> {
  const result = await db.execute<NoteRow>(
    sql`select ${noteColumns} from subscription_notes n ${noteJoins} where n.id = ${id}`,
  );
  const [row] = result.rows;
  if (!row) throw refusal('NOT_FOUND', 'note_not_found', 'Notitie niet gevonden');
  return toNote(row);
}

/** The follow-up date may not lie before today; the assignee must be on the team (active staff). */
async function checkBody(db: DbOrTx, body: NoteBody, now: Date): Promise<void> {
  if (body.followUpDate && compareIsoDates(body.followUpDate, amsterdamToday(now)) < 0)
    throw new AppError('VALIDATION_FAILED', {
      reason: 'follow_up_in_past',
      message: 'De opvolgdatum mag niet in het verleden liggen',
      details: [{ field: 'followUpDate', message: 'De opvolgdatum mag niet in het verleden liggen' }],
    });
  if (body.assignedTo) {
    const result = await db.execute(sql`select 1 from users where id = ${body.assignedTo}
      and role in ('admin', 'finance', 'support') and is_active and anonymized_at is null`);
    if (result.rows.length === 0)
      throw new AppError('VALIDATION_FAILED', {
        reason: 'unknown_team_member',
        message: 'Dit teamlid bestaat niet',
        details: [{ field: 'assignedTo', message: 'Dit teamlid bestaat niet' }],
      });
  }
}

export async function createNote(
  db: DbOrTx,
  subscriptionId: string,
  body: NoteBody,
  actor: NoteActor,
): Promise<Note> {
  const exists = await db.execute(sql`select 1 from subscriptions where id = ${subscriptionId}`);
  if (exists.rows.length === 0)
    throw refusal('NOT_FOUND', 'subscription_not_found', 'Abonnement niet gevonden');
  await checkBody(db, body, actor.now);
  const result = await db.execute<{ id: string }>(sql`insert into subscription_notes
      (subscription_id, title, content, note_type, priority, follow_up_date, assigned_to, visibility,
       created_by, created_at, updated_at)
    values (${subscriptionId}, ${body.title}, ${body.content}, ${body.noteType}, ${body.priority},
      ${body.followUpDate ?? null}, ${body.assignedTo ?? null}, ${body.visibility}, ${actor.id},
      ${actor.now.toISOString()}, ${actor.now.toISOString()})
    returning id`);
  const [row] = result.rows;
  if (!row) throw new Error('the note was not written');
  return findNote(db, row.id);
}

export async function updateNote(db: DbOrTx, id: string, body: NoteBody, actor: NoteActor): Promise<Note> {
  await checkBody(db, body, actor.now);
  const result = await db.execute(sql`update subscription_notes set title = ${body.title},
      content = ${body.content}, note_type = ${body.noteType}, priority = ${body.priority},
      follow_up_date = ${body.followUpDate ?? null}, assigned_to = ${body.assignedTo ?? null},
      visibility = ${body.visibility}, updated_at = ${actor.now.toISOString()}
    where id = ${id} returning id`);
  if (result.rows.length === 0) throw refusal('NOT_FOUND', 'note_not_found', 'Notitie niet gevonden');
  return findNote(db, id);
}

/** Marks a note resolved once; a second request (a double click, a colleague) gets a 409. */
export async function resolveNote(
  db: DbOrTx,
  id: string,
  resolutionNotes: string | undefined,
  actor: NoteActor,
): Promise<Note> {
  const result = await db.execute(sql`update subscription_notes set status = 'resolved',
      resolved_at = ${actor.now.toISOString()}, resolved_by = ${actor.id},
      resolution_notes = ${resolutionNotes ? resolutionNotes : null}, updated_at = ${actor.now.toISOString()}
    where id = ${id} and status = 'active' returning id`);
  if (result.rows.length === 0) {
    const note = await findNote(db, id);
    if (note.status === 'resolved')
      throw refusal('CONFLICT', 'note_already_done', 'Deze notitie is al afgerond');
  }
  return findNote(db, id);
}

/** A subscription's notes: open ones first, then newest first; `publicOnly` (the customer's view): newest first. */
export async function listNotes(
  db: DbOrTx,
  subscriptionId: string,
  query: { page: number; limit: number; status?: Note['status']; publicOnly?: boolean },
): Promise<{ notes: Note[]; total: number }> {
  const conditions: SQL[] = [sql`n.subscription_id = ${subscriptionId}`];
  if (query.status) conditions.push(sql`n.status = ${query.status}`);
  if (query.publicOnly) conditions.push(sql`n.visibility = 'public'`);
  const where = sql.join(conditions, sql` and `);
  const [page, count] = await Promise.all([
    db.execute<NoteRow>(sql`select ${noteColumns} from subscription_notes n ${noteJoins} where ${where}
      order by ${query.publicOnly ? sql`n.created_at desc` : sql`n.status = 'resolved', n.created_at desc`}, n.id
      limit ${query.limit} offset ${(query.page - 1) * query.limit}`),
    db.execute<{ total: number }>(
      sql`select count(*)::int as total from subscription_notes n where ${where}`,
    ),
  ]);
  return { notes: page.rows.map(toNote), total: count.rows[0]?.total ?? 0 };
}

/** Open notes assigned to this team member, the soonest follow-up first (notes without a date last). */
export async function myFollowUps(db: DbOrTx, userId: string) {
  const result = await db.execute<NoteRow & { customer_name: string | null; subscription_title: string }>(sql`
    select ${noteColumns},
      case when cu.anonymized_at is null then cu.firstname || ' ' || cu.lastname end as customer_name,
      s.title as subscription_title
    from subscription_notes n ${noteJoins}
    join subscriptions s on s.id = n.subscription_id
    join users cu on cu.id = s.user_id
    where n.assigned_to = ${userId} and n.status = 'active'
    order by n.follow_up_date nulls last, n.created_at desc
    limit 100`);
  return result.rows.map((row) => ({
    ...toNote(row),
    customerName: row.customer_name,
    subscriptionTitle: row.subscription_title,
  }));
}

/** SPEC §3 assignable staff: the active admins, finance and support (issue 18). */
export async function teamMembers(db: DbOrTx): Promise<TeamMember[]> {
  const result = await db.execute<TeamMember>(sql`
    select id, firstname || ' ' || lastname as name, email, role from users
    where role in ('admin', 'finance', 'support') and is_active and anonymized_at is null
    order by firstname, lastname, id`);
  return result.rows;
}

/** The customer's own subscription, or a 404 that does not tell whether it exists for someone else. */
export async function assertOwnSubscription(db: DbOrTx, subscriptionId: string, userId: string) {
  const result = await db.execute(
    sql`select 1 from subscriptions where id = ${subscriptionId} and user_id = ${userId}`,
  );
  if (result.rows.length === 0)
    throw refusal('NOT_FOUND', 'subscription_not_found', 'Abonnement niet gevonden');
}
