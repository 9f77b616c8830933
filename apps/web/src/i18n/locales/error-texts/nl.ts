import type { ErrorTexts } from './en';

// Dutch: the customer screens and the staff screens that speak the user's language (Incasso Beheer) in nl.
export const errorTextsNl: ErrorTexts = {
  codes: {
    VALIDATION_FAILED: 'Controleer de gemarkeerde velden.',
    BAD_REQUEST: 'Ongeldig verzoek.',
    UNAUTHENTICATED: 'Je bent niet ingelogd. Log opnieuw in.',
    INVALID_CREDENTIALS: 'Onjuist e-mailadres of wachtwoord.',
    ACCOUNT_INACTIVE: 'Je account is gedeactiveerd. Neem contact op met onze klantenservice.',
    TOKEN_INVALID: 'Deze link is ongeldig of verlopen. Vraag een nieuwe aan.',
    TWO_FACTOR_INVALID: 'De verificatiecode is onjuist of verlopen.',
    FORBIDDEN: 'Je hebt geen toegang tot deze actie.',
    TWO_FACTOR_REQUIRED:
      'Zet eerst tweestapsverificatie aan (Instellingen → Beveiliging): dat is verplicht voor beheerders.',
    NOT_FOUND: 'Niet gevonden.',
    USER_NOT_FOUND: 'Gebruiker niet gevonden.',
    EMAIL_TAKEN: 'Er bestaat al een account met dit e-mailadres.',
    EMAIL_ADDRESS_CHANGED:
      'Deze link is verstuurd naar een e-mailadres dat niet meer bij je account hoort. Gebruik de link die we naar je huidige e-mailadres hebben gestuurd.',
    EMAIL_CHANGE_NEEDS_CONFIRMATION:
      'Je e-mailadres wijzig je apart, met je wachtwoord (Instellingen → Profiel → E-mailadres wijzigen).',
    CONFLICT: 'Deze actie botst met de huidige stand van zaken.',
    SUBSCRIPTION_NOT_CANCELLABLE: 'Dit abonnement kan niet (meer) worden opgezegd.',
    WRONG_PASSWORD: 'Het huidige wachtwoord is onjuist.',
    TWO_FACTOR_ALREADY_ENABLED: 'Tweestapsverificatie staat al aan.',
    TWO_FACTOR_NOT_ENABLED: 'Tweestapsverificatie staat niet aan.',
    ACCOUNT_HAS_UNPAID_BALANCE:
      'Je account kan niet worden verwijderd zolang er nog openstaande facturen zijn. Betaal eerst het openstaande bedrag.',
    TOO_MANY_REQUESTS: 'Te veel pogingen. Probeer het later opnieuw.',
    PAYLOAD_TOO_LARGE: 'Het verzoek is te groot.',
    INVOICE_ALREADY_PAID: 'Deze factuur is al volledig betaald.',
    INVOICE_NOT_CREDITABLE: 'Voor deze factuur kan geen creditnota (meer) worden gemaakt.',
    PAYMENT_REFERENCE_NOT_FOUND: 'Betalingsreferentie niet gevonden',
    SUBSCRIPTION_STATE_CONFLICT: 'Dit kan niet in de huidige status van het abonnement.',
    PACKAGE_NOT_AVAILABLE: 'Dit pakket is niet (meer) te bestellen met deze termijn.',
    MANDATE_INVALID: 'Deze machtiging is niet geldig voor incasso.',
    CART_EMPTY: 'Je winkelwagen is leeg.',
    TEST_MODE_ONLY: 'Deze testbetaling is uitgeschakeld in productie.',
    SERVICE_UNAVAILABLE: 'De dienst is tijdelijk niet beschikbaar. Probeer het later opnieuw.',
    INTERNAL_ERROR: 'Er ging iets mis aan onze kant. Probeer het later opnieuw.',
  },
  reasons: {
    claim_in_batch: 'Deze factuur zit al in een incassobestand.',
    claim_not_offered: 'Deze factuur is niet aangeboden voor incasso.',
    claim_batch_not_cancellable:
      'Deze factuur zit niet in een incassobestand dat nog geannuleerd kan worden.',
    claim_batch_not_submittable: 'Deze factuur zit niet in een incassobestand dat nog naar de bank moet.',
    claim_no_collection: 'Er loopt voor deze factuur geen incasso.',
    claim_credited: 'Deze factuur is gecrediteerd.',
    claim_fully_credited: 'Deze factuur is al volledig gecrediteerd.',
    claim_paid: 'Deze factuur is al betaald.',
    claim_at_bank: 'De incasso van deze factuur ligt al bij de bank.',
    claim_closed: 'Deze factuur staat niet meer open.',
    claim_nothing_open: 'Er staat op deze factuur niets meer open.',
    claim_next_batch: 'Deze factuur gaat mee in de volgende incasso; er wordt nu niet aangemaand.',
    claim_bank_deciding: 'De incasso van deze factuur ligt bij de bank; wacht op de uitslag.',
    claim_in_unsent_batch: 'Deze factuur zit in een incassobestand dat nog niet naar de bank is.',
    claim_awaits_staff: 'Deze factuur wacht op een medewerker; de aanmaanrun slaat haar over.',
    claim_step_not_due: 'Deze stap is nu niet aan de orde.',
    claim_duplicate_submission:
      'De bank weigerde een dubbele aanlevering van het incassobestand; de incasso uit de eerste aanlevering loopt door.',
    debit_not_sepa: 'Deze factuur wordt per overboeking betaald, niet via incasso.',
    debit_settled: 'Er staat op deze factuur niets meer open.',
    debit_chargeback:
      'Een teruggeboekte incasso (MD06) wordt niet opnieuw afgeschreven; de klant betaalt per overboeking.',
    debit_refunded:
      'Op deze factuur is een online betaling terugbetaald; we schrijven niet opnieuw af, de klant betaalt per overboeking.',
    debit_letter:
      'De klant heeft een aanmaning gekregen die om een overboeking vraagt; we schrijven niet ook nog af.',
    debit_needs_payment_method:
      'De vorige incasso kwam terug ({{returnCode}}); eerst een nieuw IBAN of een nieuwe machtiging.',
    debit_manual_return: 'De vorige incasso kwam terug ({{returnCode}}); dit handelen we met de hand af.',
    debit_mandate:
      'De machtiging is niet geldig; vraag de klant om een nieuwe machtiging of een overboeking.',
    debit_address:
      'Het adres van de klant is niet volledig (straat, huisnummer, postcode, plaats, land); dat is nodig voor de incasso.',
    debit_debtor_data:
      "'{{value}}' in de naam, het adres of de machtiging van de klant past niet in een incassobestand; pas dat eerst aan.",
    debit_attempts:
      'Deze factuur is al {{count}} keer ter incasso aangeboden; de klant betaalt per overboeking.',
    reminder_already_sent_today: 'Er is vandaag al een betalingsherinnering verstuurd.',
    nothing_overdue: 'Er staat voor dit abonnement niets achterstallig open.',
    no_failed_debit: 'Er is geen mislukte incasso die opnieuw kan worden aangeboden.',
    suspend_needs_high_risk: 'Alleen een actief abonnement met een hoog risico kan worden opgeschort.',
    own_account_deactivate: 'Je kunt je eigen account niet deactiveren.',
    own_role: 'Je kunt je eigen rol niet wijzigen.',
    own_account_delete: 'Je kunt je eigen account niet verwijderen.',
    last_active_admin: 'Er moet minstens één actieve beheerder overblijven.',
    customer_has_unpaid_invoices:
      'Deze klant heeft openstaande facturen: int of crediteer die voordat je het account verwijdert.',
    notice_business_customer:
      'Een 14-dagenbrief is alleen voor consumenten; een zakelijke klant is de incassokosten zonder deze brief verschuldigd.',
    notice_already_sent: 'Voor de openstaande facturen is al 14-dagenbrief {{letter}} verstuurd.',
    notice_nothing_overdue: 'Er staat niets achterstallig waarvoor een 14-dagenbrief kan worden verstuurd.',
    collection_letter_already_sent: 'Voor de openstaande facturen is de incassobrief al verstuurd.',
    collection_letter_term_running:
      'De termijn van 14-dagenbrief {{letter}} loopt tot en met {{termEndDate}}; incassokosten mogen pas vanaf {{feeDate}} worden berekend.',
    collection_letter_needs_notice:
      'Stuur eerst een 14-dagenbrief: zonder verstreken betaaltermijn mogen geen incassokosten worden berekend.',
    no_overdue_invoices: 'Deze klant heeft geen achterstallige facturen.',
    suspend_after_last_reminder: 'Opschorten kan pas na de laatste aanmaning.',
    notice_term_running: 'De betaaltermijn van de 14-dagenbrief is nog niet verstreken.',
    no_active_service: 'Geen actieve dienst om op te schorten.',
    case_stage_unchanged: 'Het dossier staat al in deze fase.',
    case_has_open_amount:
      'Een dossier met een openstaand bedrag kan niet worden afgesloten: boek eerst de betaling of een creditnota.',
    case_invoice_paid: 'De factuur is betaald; het dossier blijft gesloten.',
    letter_replaced: 'Brief {{letter}} is vervangen door brief {{replacement}}; werk die bij.',
    letter_paid: 'Brief {{letter}} is al betaald.',
    notice_term_ended:
      'De termijn van brief {{letter}} is al verstreken; de verzendwijze kan niet meer worden aangepast. Stuur zo nodig een nieuwe 14-dagenbrief.',
    notice_followed:
      'Op brief {{letter}} is al incassobrief {{followUp}} gevolgd; de verzendwijze kan niet meer worden aangepast.',
    subscription_not_active: 'Alleen een actief abonnement kan worden gepauzeerd.',
    subscription_not_paused: 'Alleen een gepauzeerd abonnement kan worden hervat.',
    subscription_not_running:
      'Alleen een lopend abonnement met een volgende factuurdatum kan worden gewijzigd.',
    no_pending_plan_change: 'Er staat geen wijziging klaar voor dit abonnement.',
    subscription_already_cancelled: 'Dit abonnement is al opgezegd.',
    subscription_not_delivered: 'Dit abonnement wordt nu niet geleverd; zeg het direct op.',
    customer_not_active: 'Alleen een actieve klant kan een abonnement krijgen.',
    cancellation_needs_admin: 'Het abonnement is opgezegd; alleen een beheerder kan de opzegging intrekken.',
    subscription_ended: 'Het abonnement is beëindigd en kan niet opnieuw worden geactiveerd.',
    subscription_not_started: 'Het abonnement is nog niet gestart.',
    subscription_already_active: 'Het abonnement is al actief.',
    subscription_not_found: 'Abonnement niet gevonden.',
    no_valid_mandate: 'Je hebt nog geen geldige machtiging; geef er een af.',
    package_slug_taken: 'Deze slug is al in gebruik door een ander pakket.',
    note_already_done: 'Deze notitie is al afgerond.',
    follow_up_in_past: 'De opvolgdatum mag niet in het verleden liggen.',
    unknown_team_member: 'Dit teamlid bestaat niet.',
    session_not_found: 'Deze sessie is al beëindigd.',
    ticket_closed: 'Dit ticket is gesloten. Maak een nieuw ticket aan als je nog een vraag hebt.',
    mandate_handled_personally: 'Deze machtiging handelen we persoonlijk met je af. Neem contact met ons op.',
    mandate_not_in_use: 'Deze machtiging wordt niet meer gebruikt; hier hoef je niets te wijzigen.',
    server_name_taken: 'Er bestaat al een server met de naam {{name}}.',
    server_has_accounts:
      'Server {{name}} heeft nog {{count}} accounts. Zet de server op inactief in plaats van hem te verwijderen.',
    billing_run_in_progress:
      'Er loopt al een facturatierun (gestart {{startedAt}}). Start een nieuwe als die klaar is.',
    creditor_id_missing:
      'Stel eerst het incassant-ID in bij de bedrijfsinstellingen; zonder kan er niet worden geïncasseerd.',
    batch_already_submitted: 'Dit incassobestand is al bij de bank aangeleverd.',
    batch_cancelled: 'Dit incassobestand is geannuleerd.',
    batch_too_late:
      'Te laat voor de bank: dit bestand incasseert op {{collectionDate}}, maar wat vandaag wordt aangeleverd kan pas op {{earliestDate}} worden afgeschreven. Annuleer het en maak een nieuw incassobestand.',
    batch_claims_refused:
      'Dit bestand kan niet meer naar de bank: {{count}} facturen erin mogen niet meer worden afgeschreven ({{invoices}}). Annuleer het en maak een nieuw incassobestand.',
    bank_line_already_assigned: 'Deze regel is al door {{by}} aan factuur {{invoice}} gekoppeld.',
    bank_line_already_booked: 'Deze regel is bij het inlezen al verwerkt.',
    bank_line_not_received:
      'Alleen een ontvangen bedrag (incasso of overboeking) kan aan een factuur worden gekoppeld.',
    bank_file_wrong_type:
      'Dit is een {{type}}-bestand; upload een bankafschrift (camt.053/camt.054) of een statusrapport (pain.002).',
    bank_file_unreadable: 'Het bestand kon niet worden gelezen.',
    bank_file_not_ours:
      'Dit bankbestand gaat niet over onze rekening of een van onze incassobestanden; er is niets geboekt.',
    payment_collection_at_bank:
      'De incasso van factuur {{invoiceNumber}} ligt al bij de bank (bestand {{messageId}}) en wordt op {{collectionDate}} afgeschreven. Boek je deze betaling ook, dan betaalt de klant dubbel en komt het teveel betaalde als tegoed op het account van de klant. Bevestig om toch te boeken.',
    claim_collection_at_bank:
      'De incasso van deze factuur ligt al bij de bank en wordt nog afgeschreven; boek je dit ook, dan betaalt de klant dubbel.',
    claim_iban_changed:
      'De klant heeft na het schrijven van dit bestand een ander rekeningnummer of een nieuwe machtiging opgegeven; het bestand zou nog van de oude rekening afschrijven.',
    claim_amount_changed: 'Op deze factuur staat nu {{open}} open; het bestand schrijft {{file}} af.',
    credit_note_collection_at_bank:
      'De incasso van {{amount}} voor factuur {{invoiceNumber}} ligt al bij de bank (bestand {{messageId}}) en wordt op {{collectionDate}} afgeschreven. Crediteer je nu, dan komt wat de bank int als tegoed bij de klant en betalen we dat terug. Bevestig om toch te crediteren.',
    account_has_credit:
      'Je hebt nog {{amount}} tegoed bij ons. Dat betalen we je eerst terug; daarna kun je je account verwijderen. We hebben je verzoek om terugbetaling doorgegeven.',
    account_collection_at_bank:
      'Er ligt nog een incasso van je bij de bank. Als die is afgeschreven of teruggekomen, kun je je account verwijderen.',
    account_open_fees:
      'Er staat nog {{amount}} aan incassokosten open. Betaal die eerst; daarna kun je je account verwijderen.',
    customer_has_credit:
      'Deze klant heeft {{amount}} tegoed: betaal dat terug (Betalingen → Tegoed) voordat je het account verwijdert.',
    customer_collection_at_bank:
      'Er ligt een incasso van deze klant bij de bank: wacht tot die is afgeschreven of teruggekomen.',
    customer_has_open_fees:
      'Deze klant is nog {{amount}} aan incassokosten verschuldigd: int of scheld die eerst kwijt.',
    refund_exceeds_credit: 'De klant heeft {{balance}} tegoed; meer kan niet worden terugbetaald.',
    no_credit_to_refund: 'Deze klant heeft geen tegoed om terug te betalen.',
    payout_batch_changed: 'Dit uitbetalingsbestand is intussen gewijzigd; ververs de lijst.',
    payout_credit_gone:
      'Het tegoed van klant {{customerNumber}} is kleiner dan de uitbetaling; controleer het tegoedregister.',
    payback_iban_missing: 'Geef het rekeningnummer op: de klant heeft geen machtiging met een IBAN.',
    payout_batch_not_found: 'Uitbetalingsbestand niet gevonden.',
    fee_nothing_to_waive: 'Brief {{letter}} vraagt geen incassokosten (meer).',
    case_has_open_fee:
      'Op dit dossier staan nog incassokosten open: boek de betaling of scheld de kosten kwijt (met reden) voordat je het sluit.',
    credit_exceeds_open: 'Het bedrag is hoger dan wat nog gecrediteerd kan worden.',
    terms_version_changed:
      'De algemene voorwaarden of de privacyverklaring zijn gewijzigd sinds je ze opende; lees de nieuwe versie en bestel opnieuw.',
    withdrawal_not_offered:
      'Herroepen kan alleen binnen 14 dagen na een bestelling als consument, zolang de dienst loopt. Je kunt het abonnement wel opzeggen.',
    withdrawal_period_over:
      'De herroepingstermijn van 14 dagen liep tot en met {{date}}. Je kunt het abonnement wel opzeggen.',
    address_incomplete:
      'Vul eerst je volledige adres in (straat, huisnummer, postcode en plaats); dat is nodig voor de machtiging en je facturen.',
    online_payments_off:
      'Online betalen is nu niet mogelijk. Betaal per overboeking met het betalingskenmerk op de factuur.',
    online_payment_provider_down:
      'De betaalprovider is nu niet bereikbaar. Probeer het over een paar minuten opnieuw, of betaal per overboeking met het betalingskenmerk op de factuur.',
    online_refund_not_possible:
      'Factuur {{invoiceNumber}} is niet online betaald; terugbetalen gaat via het tegoed van de klant.',
    pay_link_invalid:
      'Deze betaallink klopt niet. Gebruik de link uit de e-mail of brief, of log in om te betalen.',
    pay_link_expired:
      'Deze betaallink is verlopen. Log in om te betalen, of maak het bedrag over met het betalingskenmerk uit de e-mail of brief.',
    nothing_to_pay: 'Er staat niets open om te betalen.',
    email_unverified:
      'Bevestig eerst je e-mailadres met de link in de bevestigingsmail die we naar {{email}} stuurden; daarna kun je bestellen en een machtiging afgeven.',
    template_unknown_fields: 'Onbekende invulvelden: {{fields}}',
    no_open_case: 'Geen openstaande incassozaak: opschorten kan pas na de laatste aanmaning.',
    subscription_not_sepa: 'Dit abonnement wordt niet via automatische incasso betaald.',
    panel_address_refused:
      'Deze URL wijst naar {{address}}, een adres dat het portaal niet benadert (niet op het openbare internet en niet in PANEL_ALLOWED_NETWORKS).',
    peppol_not_configured: 'Peppol-verzending is niet ingesteld (PEPPOL_ACCESS_POINT_URL).',
    peppol_delivery_not_failed: 'Alleen een mislukte Peppol-verzending kan opnieuw worden verstuurd.',
    einvoice_unwritable:
      'Factuur {{invoiceNumber}} kan niet als e-factuur (UBL) worden geschreven: {{problem}}.',
    invoice_undeliverable: 'Factuur {{invoiceNumber}} kan niet worden verstuurd: {{problem}}',
    credit_note_not_collected: 'Een creditnota gaat niet naar incasso.',
    claim_in_arrangement: 'Deze factuur valt onder een betalingsregeling; de aanmaanrun slaat haar over.',
    debit_arrangement:
      'Deze factuur valt onder een betalingsregeling: de termijnen worden betaald, de factuur zelf wordt niet afgeschreven.',
    arrangement_no_claims: 'Er staat niets open om in termijnen te betalen.',
    arrangement_total_too_small: 'Een betalingsregeling is er vanaf {{min}}; dit is {{total}}.',
    arrangement_too_many_instalments: 'Ten hoogste {{max}} termijnen.',
    arrangement_too_few_instalments: 'Een betalingsregeling heeft ten minste {{min}} termijnen.',
    arrangement_instalment_too_small: 'Een termijn is ten minste {{min}}; dit wordt {{amount}}.',
    arrangement_recent_lapse:
      'Een eerdere betalingsregeling is in de afgelopen 12 maanden niet nagekomen; een nieuwe regeling beoordelen we zelf.',
    arrangement_first_due_too_late: 'De eerste termijn valt uiterlijk {{max}} dagen na vandaag.',
    arrangement_first_due_past: 'De eerste termijn kan niet in het verleden vallen.',
    arrangement_first_debit_too_soon:
      'De eerste termijn valt bij automatische incasso op zijn vroegst op {{date}}: het schema gaat eerst naar je toe.',
    arrangement_not_proposed: 'Alleen een voorstel kan worden goedgekeurd of afgewezen.',
    arrangement_closed: 'Deze betalingsregeling is afgesloten.',
    arrangement_exists: 'Er loopt al een betalingsregeling ({{number}}); er kan er één tegelijk lopen.',
    arrangement_claim_not_open: '{{label}} staat niet (meer) open en kan niet in een betalingsregeling.',
    arrangement_claim_at_bank: 'De incasso van {{label}} ligt bij de bank; wacht de uitslag af.',
    arrangement_no_mandate:
      'Voor termijnen via automatische incasso is een geldige machtiging nodig; kies overboeking of geef eerst een machtiging af.',
    arrangement_not_found: 'Betalingsregeling niet gevonden.',
    arrangement_nothing_open: 'Op deze betalingsregeling staat niets meer open.',
    arrangement_first_unpaid: 'De diensten gaan weer aan zodra de eerste termijn is betaald.',
    claim_held_by_arrangement:
      'Deze factuur valt onder betalingsregeling {{arrangementNumber}}; betaal de termijn van de regeling in plaats van de factuur.',
    arrangement_not_agreed:
      'Betalingsregeling {{arrangementNumber}} is nog niet goedgekeurd; er valt nog geen termijn te betalen.',
    instalment_not_found: 'Termijn niet gevonden.',
    instalment_paid: 'Termijn {{sequence}} van betalingsregeling {{arrangementNumber}} is al betaald.',
    instalment_not_due:
      'Termijn {{sequence}} van betalingsregeling {{arrangementNumber}} is nog niet aan de beurt; betaal eerst termijn {{next}}.',
    instalment_at_bank:
      'De incasso van termijn {{sequence}} van betalingsregeling {{arrangementNumber}} ligt al bij de bank; het bedrag wordt binnenkort afgeschreven.',
    invoice_not_found: 'Factuur niet gevonden.',
    case_not_found: 'Dossier niet gevonden.',
    case_not_open: 'Dossier niet gevonden of al afgesloten.',
    payment_not_found: 'Betaling niet gevonden.',
    letter_not_found: 'Brief niet gevonden.',
    download_link_expired: 'Deze downloadlink is verlopen of al gebruikt.',
    note_not_found: 'Notitie niet gevonden.',
    mandate_not_found: 'Deze machtiging bestaat niet.',
    server_not_found: 'Server niet gevonden.',
    provisioning_account_not_found: 'Account niet gevonden.',
    bank_file_not_found: 'Dit bankbestand is niet gevonden.',
    bank_line_not_found: 'Deze regel staat niet in het bankbestand.',
    email_change_not_pending: 'Er wacht geen e-mailwijziging op bevestiging.',
    user_not_found: 'Gebruiker niet gevonden.',
  },
};
