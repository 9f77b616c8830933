import { addDays } from '@hostportaal/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { notifications, ticketMessages, tickets, users } from '../schema/index.ts';
import { amsterdamInstant } from './amsterdam-instant.ts';
import { demoCustomerLogin } from './demo-customer.ts';
import { adminLogin } from './staff-users.ts';

/**
 * Support history for the demo customer: one answered ticket (with a staff reply), one closed ticket and a
 * few notifications behind the bell, some read. Dates are relative to `today`, so the seed is deterministic.
 */
export async function seedSupportData(db: DbOrTx, today: string): Promise<void> {
  const [customer] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoCustomerLogin.email))
    .limit(1);
  const [staff] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, adminLogin.email))
    .limit(1);
  if (!customer) return;
  const at = (daysAgo: number, hour: number, minute: number) =>
    amsterdamInstant(addDays(today, -daysAgo), hour, minute);

  const answeredAt = at(2, 10, 12);
  const [answered] = await db
    .insert(tickets)
    .values({
      userId: customer.id,
      subject: 'E-mail komt niet aan op mijn Gmail-adres',
      category: 'technical',
      status: 'answered',
      lastMessageAt: answeredAt,
      createdAt: at(2, 8, 47),
      updatedAt: answeredAt,
    })
    .returning({ id: tickets.id, number: tickets.number });
  const [closed] = await db
    .insert(tickets)
    .values({
      userId: customer.id,
      subject: 'Vraag over de btw op mijn laatste factuur',
      category: 'billing',
      status: 'closed',
      lastMessageAt: at(23, 14, 5),
      createdAt: at(24, 19, 31),
      updatedAt: at(21, 9, 0),
    })
    .returning({ id: tickets.id, number: tickets.number });
  if (!answered || !closed) return;

  await db.insert(ticketMessages).values([
    {
      ticketId: answered.id,
      authorId: customer.id,
      body: 'Hallo, sinds gisteren komen mails die ik vanaf mijn domein naar Gmail-adressen stuur niet meer aan. Ze staan wel in mijn verzonden items. Kunnen jullie kijken wat er aan de hand is?',
      createdAt: at(2, 8, 47),
    },
    {
      ticketId: answered.id,
      authorId: staff?.id ?? null,
      fromStaff: true,
      body: 'Hallo, bedankt voor je melding. Gmail weigerde je berichten omdat er geen DMARC-record voor je domein was ingesteld. We hebben een SPF-, DKIM- en DMARC-record toegevoegd; na maximaal een paar uur zou alles weer moeten aankomen. Laat je het weten als het probleem blijft?',
      createdAt: answeredAt,
    },
    {
      ticketId: closed.id,
      authorId: customer.id,
      body: 'Goedemiddag, op mijn laatste factuur staat 21% btw, maar ik dacht dat hosting voor ondernemers btw-verlegd was. Klopt dat?',
      createdAt: at(24, 19, 31),
    },
    {
      ticketId: closed.id,
      authorId: staff?.id ?? null,
      fromStaff: true,
      body: 'Goedemiddag, de btw wordt alleen verlegd bij zakelijke klanten in een ander EU-land. Voor klanten in Nederland rekenen we altijd 21% btw; die kun je als ondernemer gewoon terugvragen in je btw-aangifte. Ik sluit dit ticket; heb je nog vragen, maak dan gerust een nieuw ticket aan.',
      createdAt: at(23, 14, 5),
    },
  ]);

  await db.insert(notifications).values([
    {
      userId: customer.id,
      type: 'ticket_answered',
      title: `Nieuw antwoord op ticket #${answered.number}`,
      body: 'E-mail komt niet aan op mijn Gmail-adres',
      link: `/dashboard/support?ticket=${answered.id}`,
      createdAt: answeredAt,
    },
    {
      userId: customer.id,
      type: 'payment_failed',
      title: 'Incasso mislukt',
      body: 'We konden het bedrag van je laatste factuur niet afschrijven. Zorg voor voldoende saldo; we proberen het binnenkort opnieuw.',
      link: '/dashboard/invoices',
      createdAt: at(5, 9, 30),
    },
    {
      userId: customer.id,
      type: 'invoice_issued',
      title: 'Nieuwe factuur klaargezet',
      body: 'Je nieuwe factuur staat klaar in het portaal. Het bedrag wordt automatisch van je rekening afgeschreven.',
      link: '/dashboard/invoices',
      readAt: at(9, 18, 2),
      createdAt: at(10, 7, 0),
    },
    {
      userId: customer.id,
      type: 'ticket_answered',
      title: `Nieuw antwoord op ticket #${closed.number}`,
      body: 'Vraag over de btw op mijn laatste factuur',
      link: `/dashboard/support?ticket=${closed.id}`,
      readAt: at(23, 16, 40),
      createdAt: at(23, 14, 5),
    },
  ]);
}
