import type { AccountActivityItem, ActivityParams } from '@hostportaal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activityNl } from '../../../i18n/locales/activity/nl';
import { jsonResponse } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';

// Issue 20: the trail stores a Dutch description; the customer reads each line in their own language,
// worded from its type and facts. One row per wording the catalogue has, with what each language shows.
type Words = readonly [title: string, line: string];
type Row = { type: string; params: ActivityParams; en: Words; nl: Words };

const title = 'Webhosting Pro';
const rows: Row[] = [
  {
    type: 'login',
    params: { variant: 'default' },
    en: ['Signed in', 'Signed in to the customer portal'],
    nl: ['Ingelogd', 'Ingelogd op het klantenportaal'],
  },
  {
    type: 'logout',
    params: { variant: 'default' },
    en: ['Signed out', 'Signed out of the customer portal'],
    nl: ['Uitgelogd', 'Uitgelogd uit het klantenportaal'],
  },
  {
    type: 'registered',
    params: { variant: 'default' },
    en: ['Account created', 'Account created by signing up'],
    nl: ['Account aangemaakt', 'Account aangemaakt via registratie'],
  },
  {
    type: 'email_verified',
    params: { variant: 'default' },
    en: ['Email address confirmed', 'Email address confirmed with the link in the email'],
    nl: ['E-mailadres bevestigd', 'E-mailadres bevestigd via de link in de e-mail'],
  },
  {
    type: 'password_changed',
    params: { variant: 'default' },
    en: ['Password changed', 'Password changed in the settings'],
    nl: ['Wachtwoord gewijzigd', 'Wachtwoord gewijzigd via de instellingen'],
  },
  {
    type: 'password_reset',
    params: { variant: 'default' },
    en: ['Password reset', 'New password set with the link in the email'],
    nl: ['Wachtwoord hersteld', 'Wachtwoord opnieuw ingesteld via de link in de e-mail'],
  },
  {
    type: 'two_factor_enabled',
    params: { variant: 'default' },
    en: ['Two-step verification turned on', 'Two-step verification turned on with an authenticator app'],
    nl: ['Tweestapsverificatie ingeschakeld', 'Tweestapsverificatie ingeschakeld met een authenticator-app'],
  },
  {
    type: 'two_factor_disabled',
    params: { variant: 'default' },
    en: [
      'Two-step verification turned off',
      'Two-step verification turned off; signing in takes only the password again',
    ],
    nl: [
      'Tweestapsverificatie uitgeschakeld',
      'Tweestapsverificatie uitgeschakeld; inloggen kan weer met alleen het wachtwoord',
    ],
  },
  {
    type: 'account_deleted',
    params: { variant: 'default' },
    en: ['Account deleted', 'Account deleted and personal data anonymised'],
    nl: ['Account verwijderd', 'Account verwijderd en persoonsgegevens geanonimiseerd'],
  },
  {
    type: 'session_revoked',
    params: { variant: 'one' },
    en: ['Session ended', 'A session was ended from the settings'],
    nl: ['Sessie beëindigd', 'Een sessie is beëindigd vanuit de instellingen'],
  },
  {
    type: 'session_revoked',
    params: { variant: 'others', count: 2 },
    en: ['Other sessions ended', '2 other sessions ended'],
    nl: ['Andere sessies beëindigd', '2 andere sessies beëindigd'],
  },
  {
    type: 'profile_updated',
    params: { variant: 'default' },
    en: ['Profile updated', 'Profile details updated'],
    nl: ['Profiel bijgewerkt', 'Profielgegevens bijgewerkt'],
  },
  {
    type: 'profile_updated',
    params: { variant: 'email', previousEmail: 'oud@example.nl', email: 'sanne@example.nl' },
    en: ['Profile updated', 'Profile and email address updated (oud@example.nl → sanne@example.nl)'],
    nl: ['Profiel bijgewerkt', 'Profiel en e-mailadres bijgewerkt (oud@example.nl → sanne@example.nl)'],
  },
  {
    type: 'settings_updated',
    params: { variant: 'default' },
    en: ['Settings changed', 'Settings changed'],
    nl: ['Instellingen gewijzigd', 'Instellingen aangepast'],
  },
  {
    type: 'settings_updated',
    params: { variant: 'preferences' },
    en: ['Preferences changed', 'Display and language preferences changed'],
    nl: ['Voorkeuren gewijzigd', 'Weergave- en taalvoorkeuren aangepast'],
  },
  {
    type: 'settings_updated',
    params: { variant: 'notifications' },
    en: ['Notifications changed', 'Notification settings changed'],
    nl: ['Meldingen gewijzigd', 'Meldingsinstellingen aangepast'],
  },
  {
    type: 'settings_updated',
    params: { variant: 'security' },
    en: ['Security changed', 'Security settings changed'],
    nl: ['Beveiliging gewijzigd', 'Beveiligingsinstellingen aangepast'],
  },
  {
    type: 'email_change_requested',
    params: { variant: 'default', email: 'nieuw@example.nl' },
    en: ['Email change requested', 'Confirmation link sent to nieuw@example.nl'],
    nl: ['E-mailwijziging aangevraagd', 'Bevestigingslink verstuurd naar nieuw@example.nl'],
  },
  {
    type: 'email_change_cancelled',
    params: { variant: 'default', email: 'nieuw@example.nl' },
    en: ['Email change cancelled', 'Change to nieuw@example.nl cancelled'],
    nl: ['E-mailwijziging geannuleerd', 'Wijziging naar nieuw@example.nl geannuleerd'],
  },
  {
    type: 'email_changed',
    params: { variant: 'default', previousEmail: 'sanne@example.nl', email: 'nieuw@example.nl' },
    en: ['Email address changed', 'Email address changed from sanne@example.nl to nieuw@example.nl'],
    nl: ['E-mailadres gewijzigd', 'E-mailadres gewijzigd van sanne@example.nl in nieuw@example.nl'],
  },
  {
    type: 'email_change_undone',
    params: { variant: 'default', previousEmail: 'nieuw@example.nl', email: 'sanne@example.nl' },
    en: [
      'Email change undone',
      'Email address set back from nieuw@example.nl to sanne@example.nl; all sessions ended',
    ],
    nl: [
      'E-mailwijziging ongedaan gemaakt',
      'E-mailadres teruggezet van nieuw@example.nl naar sanne@example.nl; alle sessies beëindigd',
    ],
  },
  {
    type: 'order_placed',
    params: { variant: 'default', count: 1 },
    en: ['Order placed', 'Order of 1 package placed'],
    nl: ['Bestelling geplaatst', 'Bestelling van 1 pakket geplaatst'],
  },
  {
    type: 'mandate_created',
    params: { variant: 'default', reference: 'HP-M-000042' },
    en: ['Mandate given', 'SEPA mandate HP-M-000042 given'],
    nl: ['Machtiging afgegeven', 'SEPA-machtiging HP-M-000042 afgegeven'],
  },
  {
    type: 'mandate_changed',
    params: { variant: 'account', reference: 'HP-M-000042', maskedIban: 'NL** **** **** **** 4300' },
    en: ['Mandate account changed', 'Mandate HP-M-000042: debited from NL** **** **** **** 4300'],
    nl: [
      'Rekeningnummer machtiging gewijzigd',
      'Machtiging HP-M-000042: afschrijven van NL** **** **** **** 4300',
    ],
  },
  {
    type: 'mandate_changed',
    params: { variant: 'renewed', previousReference: 'HP-M-000042', reference: 'HP-M-000043' },
    en: ['Mandate renewed', 'Mandate HP-M-000042 replaced by HP-M-000043'],
    nl: ['Machtiging vernieuwd', 'Machtiging HP-M-000042 vervangen door HP-M-000043'],
  },
  {
    type: 'subscription_created',
    params: { variant: 'default', title },
    en: ['New subscription', 'Subscription Webhosting Pro taken out'],
    nl: ['Abonnement afgesloten', 'Abonnement Webhosting Pro afgesloten'],
  },
  {
    type: 'subscription_created',
    params: { variant: 'starts', title: 'Game Server Minecraft', date: '2026-12-01' },
    en: ['New subscription', 'Subscription Game Server Minecraft taken out, starting 01-12-2026'],
    nl: ['Abonnement afgesloten', 'Abonnement Game Server Minecraft afgesloten, start 01-12-2026'],
  },
  {
    type: 'subscription_cancelled',
    params: { variant: 'default', title, date: '2026-12-25' },
    en: [
      'Subscription cancelled',
      'Subscription Webhosting Pro cancelled; runs until and including 25-12-2026',
    ],
    nl: ['Abonnement opgezegd', 'Abonnement Webhosting Pro opgezegd; loopt door tot en met 25-12-2026'],
  },
  {
    type: 'subscription_cancelled',
    params: { variant: 'immediately', title: 'VPS Basis', creditNoteNumber: '2026-000120' },
    en: ['Subscription ended at once', 'Subscription VPS Basis ended at once; credit note 2026-000120'],
    nl: ['Abonnement direct beëindigd', 'Abonnement VPS Basis direct beëindigd; creditnota 2026-000120'],
  },
  {
    type: 'subscription_paused',
    params: { variant: 'default', title },
    en: ['Subscription paused', 'Subscription Webhosting Pro paused'],
    nl: ['Abonnement gepauzeerd', 'Abonnement Webhosting Pro gepauzeerd'],
  },
  {
    type: 'subscription_resumed',
    params: { variant: 'default', title, reason: 'Server verhuisd' },
    en: ['Subscription resumed', 'Subscription Webhosting Pro resumed: Server verhuisd'],
    nl: ['Abonnement hervat', 'Abonnement Webhosting Pro hervat: Server verhuisd'],
  },
  {
    type: 'subscription_reactivated',
    params: { variant: 'cancellation', title, nextInvoiceDate: '2027-01-01' },
    en: ['Subscription reactivated', 'Cancellation of Webhosting Pro withdrawn; next invoice 01-01-2027'],
    nl: ['Abonnement heractiveerd', 'Opzegging van Webhosting Pro opgeheven; volgende factuur 01-01-2027'],
  },
  {
    type: 'subscription_reactivated',
    params: { variant: 'suspension', title: 'VPS Basis', invoiceNumber: '2026-000101' },
    en: ['Subscription reactivated', 'Suspension of VPS Basis lifted after payment of invoice 2026-000101'],
    nl: [
      'Abonnement heractiveerd',
      'Opschorting van VPS Basis opgeheven na betaling van factuur 2026-000101',
    ],
  },
  {
    type: 'subscription_changed',
    params: {
      variant: 'planned',
      title,
      newTitle: 'Webhosting Business',
      date: '2027-01-01',
      amountCents: 2499,
      interval: 'quarterly',
    },
    en: [
      'Subscription change planned',
      'Webhosting Pro becomes Webhosting Business on 01-01-2027, € 24,99 per quarter',
    ],
    nl: [
      'Abonnementswijziging gepland',
      'Webhosting Pro wordt per 01-01-2027 Webhosting Business, € 24,99 per kwartaal',
    ],
  },
  {
    type: 'subscription_changed',
    params: { variant: 'withdrawn', title: 'VPS Basis', newTitle: 'VPS Pro' },
    en: ['Planned change withdrawn', 'Planned change of VPS Basis to VPS Pro withdrawn'],
    nl: ['Geplande wijziging ingetrokken', 'Geplande wijziging van VPS Basis naar VPS Pro ingetrokken'],
  },
  {
    type: 'subscription_suspended',
    params: { variant: 'default', title },
    en: ['Service suspended', 'Service Webhosting Pro suspended for payment arrears'],
    nl: ['Dienst opgeschort', 'Dienst Webhosting Pro opgeschort wegens betalingsachterstand'],
  },
  {
    type: 'subscription_suspended',
    params: { variant: 'failedPayments', title: 'VPS Basis', count: 3 },
    en: ['Service suspended', 'Service VPS Basis suspended for payment arrears (3 failed direct debits)'],
    nl: [
      'Dienst opgeschort',
      "Dienst VPS Basis opgeschort wegens betalingsachterstand (3 mislukte incasso's)",
    ],
  },
  {
    type: 'payment_reminder_sent',
    params: { variant: 'default', invoiceNumbers: ['2026-000101', '2026-000102'], count: 2 },
    en: ['Payment reminder sent', 'Payment reminder sent for invoices 2026-000101, 2026-000102'],
    nl: [
      'Betalingsherinnering verstuurd',
      'Betalingsherinnering verstuurd voor facturen 2026-000101, 2026-000102',
    ],
  },
  {
    type: 'payment_retry_scheduled',
    params: { variant: 'default', invoiceNumbers: ['2026-000101'], count: 1 },
    en: ['Offered for direct debit again', 'Invoice 2026-000101 offered for direct debit again'],
    nl: ['Opnieuw ter incasso aangeboden', 'Factuur 2026-000101 opnieuw ter incasso aangeboden'],
  },
  {
    type: 'invoice_sent_to_collection',
    params: { variant: 'default', invoiceNumbers: ['2026-000103', '2026-000104'], count: 2 },
    en: ['Sent for direct debit', 'Invoices 2026-000103, 2026-000104 go into the next direct debit'],
    nl: ['Naar incasso', 'Facturen 2026-000103, 2026-000104 gaan mee in de volgende incasso'],
  },
  {
    type: 'invoice_resent',
    params: { variant: 'default', invoiceNumber: '2026-000105' },
    en: ['Invoice sent again', 'Invoice 2026-000105 sent again by email'],
    nl: ['Factuur opnieuw verstuurd', 'Factuur 2026-000105 opnieuw per e-mail verstuurd'],
  },
  {
    type: 'invoice_resent',
    params: { variant: 'creditNote', invoiceNumber: '2026-000120' },
    en: ['Credit note sent again', 'Credit note 2026-000120 sent again by email'],
    nl: ['Creditnota opnieuw verstuurd', 'Creditnota 2026-000120 opnieuw per e-mail verstuurd'],
  },
  {
    type: 'invoice_credited',
    params: { variant: 'default', creditNoteNumber: '2026-000121', invoiceNumber: '2026-000106' },
    en: ['Credit note issued', 'Credit note 2026-000121 for invoice 2026-000106'],
    nl: ['Creditnota gemaakt', 'Creditnota 2026-000121 bij factuur 2026-000106'],
  },
  {
    type: 'payment',
    params: {
      variant: 'invoice',
      invoiceNumber: '2026-000107',
      amountCents: 1210,
      paymentMethod: 'bank_transfer',
      reactivated: true,
    },
    en: [
      'Payment received',
      'Payment of € 12,10 booked on invoice 2026-000107 (bank transfer); subscription active again',
    ],
    nl: [
      'Betaling ontvangen',
      'Betaling van € 12,10 geboekt op factuur 2026-000107 (overboeking); abonnement weer actief',
    ],
  },
  {
    type: 'payment',
    params: { variant: 'letter', letterNumber: 'IB-2026-0007', amountCents: 5210, paymentMethod: 'sepa' },
    en: ['Payment received', 'Payment of € 52,10 booked on letter IB-2026-0007 (SEPA direct debit)'],
    nl: ['Betaling ontvangen', 'Betaling van € 52,10 geboekt op brief IB-2026-0007 (SEPA-incasso)'],
  },
  {
    type: 'user_status_changed',
    params: { variant: 'activated' },
    en: ['Account activated', 'The account is active again'],
    nl: ['Account geactiveerd', 'Het account is weer actief'],
  },
  {
    type: 'user_status_changed',
    params: { variant: 'deactivated' },
    en: ['Account deactivated', 'The account is deactivated; signing in is no longer possible'],
    nl: ['Account gedeactiveerd', 'Het account is gedeactiveerd; inloggen kan niet meer'],
  },
  {
    type: 'user_role_changed',
    params: { variant: 'default', role: 'support', previousRole: 'user' },
    en: ['Role changed', 'Role changed from customer to support'],
    nl: ['Rol gewijzigd', 'Rol gewijzigd van klant naar support'],
  },
  {
    type: 'admin_contact',
    params: { variant: 'default', subject: 'Onderhoud op 3 december' },
    en: ['Email from the team', 'Email sent: Onderhoud op 3 december'],
    nl: ['E-mail van het team', 'E-mail verstuurd: Onderhoud op 3 december'],
  },
];

// An old row without the facts, and a type no screen words: their stored words show.
const storedRows: AccountActivityItem[] = [
  {
    id: 900,
    type: 'payment',
    action: 'Betaling ontvangen',
    description: 'Betaling voor factuur 2025-000001 ontvangen via SEPA-incasso',
    params: null,
    ip: null,
    timestamp: '2025-03-01T09:00:00.000Z',
  },
];

const items: AccountActivityItem[] = rows.map((row, index) => ({
  id: index + 1,
  type: row.type,
  action: `Opgeslagen titel ${index + 1}`,
  description: `Opgeslagen omschrijving ${index + 1}`,
  params: row.params,
  ip: '192.0.2.10',
  timestamp: '2026-11-20T10:00:00.000Z',
}));

function customer(language: 'nl' | 'en') {
  return buildUser({ preferences: { ...buildUser().preferences, language } });
}

function renderActivity(language: 'nl' | 'en') {
  const activities = [...items, ...storedRows];
  renderAppAs(customer(language), '/dashboard/instellingen?tab=privacy', (request) => {
    if (!request.url.startsWith('/api/account/activity')) return undefined;
    return jsonResponse(200, {
      success: true,
      data: {
        activities,
        pagination: { page: 1, limit: activities.length, totalItems: activities.length, totalPages: 1 },
      },
    });
  });
}

/** Each line as the customer reads it: its title and what happened. */
async function activityLines(name: string) {
  // The first await loads the whole settings page; on a busy 2-core machine that alone can take seconds.
  const list = await screen.findByRole('list', { name }, { timeout: 15_000 });
  return within(list)
    .getAllByRole('listitem')
    .map((item) =>
      [...item.querySelectorAll('div > p')].map((line) => line.textContent?.replace(/\s+/g, ' ')),
    );
}

describe('activity lines in the customer’s language', () => {
  it('covers every wording of the catalogue', () => {
    const worded = Object.entries(activityNl.types).flatMap(([type, variants]) =>
      Object.keys(variants).map((variant) => `${type}.${variant}`),
    );
    expect(rows.map((row) => `${row.type}.${row.params.variant}`).sort()).toEqual(worded.sort());
  });

  it.each(['en', 'nl'] as const)('words each line in %s from its type and facts', async (language) => {
    renderActivity(language);
    const lines = await activityLines(language === 'en' ? 'Activity log' : 'Activiteitenlog');
    expect(lines).toEqual([
      ...rows.map((row) => [...row[language]]),
      ['Betaling ontvangen', 'Betaling voor factuur 2025-000001 ontvangen via SEPA-incasso'],
    ]);
    expect(screen.queryByText(/Opgeslagen/)).toBeNull();
  });

  it('words the overview’s recent activity in English for an English customer', async () => {
    const user = customer('en');
    renderAppAs(user, '/dashboard/instellingen?tab=overview', (request) => {
      if (request.url !== '/auth/profile') return undefined;
      return jsonResponse(200, {
        success: true,
        data: {
          user,
          stats: {
            totalSpent: 0,
            totalOrders: 1,
            activeSubscriptions: 1,
            pendingPayments: 0,
            totalInvoices: 0,
          },
          accountAge: 300,
          subscriptions: [],
          invoices: [],
          activityLog: [
            {
              type: 'subscription_cancelled',
              action: 'Abonnement opgezegd',
              description: 'Abonnement Webhosting Pro opgezegd; loopt door tot en met 25 december 2026',
              params: { variant: 'default', title, date: '2026-12-25' },
              timestamp: '2026-11-20T10:00:00.000Z',
            },
          ],
          address: user.address,
          createdAt: user.createdAt,
          lastLogin: null,
        },
      });
    });
    const recent = within(await screen.findByRole('list', { name: 'Recent activity' }, { timeout: 15_000 }));
    expect(recent.getByText('Subscription cancelled')).toBeTruthy();
    expect(
      recent.getByText(/^Subscription Webhosting Pro cancelled; runs until and including 25-12-2026 · /),
    ).toBeTruthy();
    expect(recent.queryByText(/opgezegd/)).toBeNull();
  });
});
