import type { ErrorTexts } from './en';

export const errorTextsDe: ErrorTexts = {
  codes: {
    VALIDATION_FAILED: 'Bitte prüfe die markierten Felder.',
    BAD_REQUEST: 'Ungültige Anfrage',
    UNAUTHENTICATED: 'Anmeldung erforderlich. Bitte melde dich an.',
    INVALID_CREDENTIALS: 'E-Mail-Adresse oder Passwort ist falsch.',
    ACCOUNT_INACTIVE: 'Dein Konto wurde deaktiviert. Bitte wende dich an den Support.',
    TOKEN_INVALID: 'Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.',
    TWO_FACTOR_INVALID: 'Der Bestätigungscode ist falsch oder abgelaufen.',
    FORBIDDEN: 'Du hast keine Berechtigung für diese Aktion',
    TWO_FACTOR_REQUIRED:
      'Aktiviere zuerst die Zwei-Faktor-Authentifizierung unter Einstellungen → Sicherheit: Für Admins ist sie Pflicht.',
    NOT_FOUND: 'Nicht gefunden',
    USER_NOT_FOUND: 'Benutzer nicht gefunden.',
    EMAIL_TAKEN: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse.',
    EMAIL_ADDRESS_CHANGED:
      'Dieser Link wurde an eine E-Mail-Adresse geschickt, die nicht mehr zu deinem Konto gehört. Nutze den Link, den wir an deine aktuelle Adresse geschickt haben.',
    EMAIL_CHANGE_NEEDS_CONFIRMATION:
      'Deine E-Mail-Adresse änderst du separat, mit deinem Passwort (Einstellungen → Profil → E-Mail-Adresse ändern).',
    CONFLICT: 'Diese Aktion passt nicht zum aktuellen Stand.',
    SUBSCRIPTION_NOT_CANCELLABLE: 'Dieses Abonnement kann nicht (mehr) gekündigt werden.',
    WRONG_PASSWORD: 'Das aktuelle Passwort ist falsch.',
    TWO_FACTOR_ALREADY_ENABLED: 'Die Zwei-Faktor-Authentifizierung ist bereits aktiviert.',
    TWO_FACTOR_NOT_ENABLED: 'Die Zwei-Faktor-Authentifizierung ist nicht aktiviert.',
    ACCOUNT_HAS_UNPAID_BALANCE:
      'Dein Konto kann nicht gelöscht werden, solange Rechnungen offen sind. Bitte bezahle zuerst den offenen Betrag.',
    TOO_MANY_REQUESTS: 'Zu viele Anfragen. Bitte versuche es später erneut.',
    PAYLOAD_TOO_LARGE: 'Die Anfrage ist zu groß.',
    INVOICE_ALREADY_PAID: 'Diese Rechnung ist bereits vollständig bezahlt.',
    INVOICE_NOT_CREDITABLE: 'Für diese Rechnung kann keine (weitere) Gutschrift erstellt werden.',
    PAYMENT_REFERENCE_NOT_FOUND: 'Zahlungsreferenz nicht gefunden',
    SUBSCRIPTION_STATE_CONFLICT: 'Das ist im aktuellen Status des Abonnements nicht möglich.',
    PACKAGE_NOT_AVAILABLE: 'Dieses Paket ist mit dieser Laufzeit nicht (mehr) bestellbar.',
    MANDATE_INVALID: 'Dieses Mandat ist für den Lastschrifteinzug nicht gültig.',
    CART_EMPTY: 'Dein Warenkorb ist leer.',
    TEST_MODE_ONLY: 'Diese Testzahlung ist in der Produktion deaktiviert.',
    SERVICE_UNAVAILABLE: 'Serverfehler. Bitte versuche es später erneut.',
    INTERNAL_ERROR: 'Serverfehler. Bitte versuche es später erneut.',
  },
  reasons: {
    claim_in_batch: 'Diese Rechnung ist bereits in einer Lastschriftdatei.',
    claim_not_offered: 'Diese Rechnung wurde nicht zum Lastschrifteinzug angeboten.',
    claim_batch_not_cancellable:
      'Diese Rechnung ist in keiner Lastschriftdatei, die noch storniert werden kann.',
    claim_batch_not_submittable: 'Diese Rechnung ist in keiner Lastschriftdatei, die noch zur Bank muss.',
    claim_no_collection: 'Für diese Rechnung läuft kein Lastschrifteinzug.',
    claim_credited: 'Diese Rechnung wurde gutgeschrieben.',
    claim_fully_credited: 'Diese Rechnung wurde bereits vollständig gutgeschrieben.',
    claim_paid: 'Diese Rechnung ist bereits bezahlt.',
    claim_at_bank: 'Die Lastschrift dieser Rechnung liegt bereits bei der Bank.',
    claim_closed: 'Diese Rechnung ist nicht mehr offen.',
    claim_nothing_open: 'Auf dieser Rechnung ist nichts mehr offen.',
    claim_next_batch: 'Diese Rechnung geht mit der nächsten Lastschrift mit; es wird jetzt nicht gemahnt.',
    claim_bank_deciding: 'Die Lastschrift dieser Rechnung liegt bei der Bank; warte auf das Ergebnis.',
    claim_in_unsent_batch: 'Diese Rechnung ist in einer Lastschriftdatei, die noch nicht bei der Bank ist.',
    claim_awaits_staff: 'Diese Rechnung wartet auf einen Mitarbeiter; der Mahnlauf überspringt sie.',
    claim_step_not_due: 'Dieser Schritt ist jetzt nicht an der Reihe.',
    claim_duplicate_submission:
      'Die Bank hat eine doppelte Einreichung der Lastschriftdatei abgelehnt; die Lastschrift aus der ersten Einreichung läuft weiter.',
    debit_not_sepa: 'Diese Rechnung wird per Überweisung bezahlt, nicht per Lastschrift.',
    debit_settled: 'Auf dieser Rechnung ist nichts mehr offen.',
    debit_chargeback:
      'Eine zurückgebuchte Lastschrift (MD06) wird nicht erneut eingezogen; der Kunde zahlt per Überweisung.',
    debit_refunded:
      'Eine Online-Zahlung dieser Rechnung wurde erstattet; sie wird nicht erneut abgebucht, der Kunde zahlt per Überweisung.',
    debit_letter:
      'Der Kunde hat eine Mahnung erhalten, die um eine Überweisung bittet; wir ziehen nicht zusätzlich ein.',
    debit_needs_payment_method:
      'Die vorige Lastschrift kam zurück ({{returnCode}}); zuerst ist eine neue IBAN oder ein neues Mandat nötig.',
    debit_manual_return: 'Die vorige Lastschrift kam zurück ({{returnCode}}); das bearbeiten wir von Hand.',
    debit_mandate: 'Das Mandat ist nicht gültig; bitte den Kunden um ein neues Mandat oder eine Überweisung.',
    debit_address:
      'Die Adresse des Kunden ist unvollständig (Straße, Hausnummer, Postleitzahl, Ort, Land); die Lastschrift braucht sie.',
    debit_debtor_data:
      '„{{value}}“ im Namen, in der Adresse oder im Mandat des Kunden lässt sich nicht in eine SEPA-Datei schreiben; bitte zuerst korrigieren.',
    debit_attempts:
      'Diese Rechnung wurde bereits {{count}} Mal zum Einzug angeboten; der Kunde zahlt per Überweisung.',
    reminder_already_sent_today: 'Heute wurde bereits eine Zahlungserinnerung verschickt.',
    nothing_overdue: 'Für dieses Abonnement ist nichts überfällig.',
    no_failed_debit: 'Es gibt keine fehlgeschlagene Lastschrift, die erneut angeboten werden kann.',
    suspend_needs_high_risk: 'Nur ein aktives Abonnement mit hohem Risiko kann gesperrt werden.',
    own_account_deactivate: 'Du kannst dein eigenes Konto nicht deaktivieren.',
    own_role: 'Du kannst deine eigene Rolle nicht ändern.',
    own_account_delete: 'Du kannst dein eigenes Konto nicht löschen.',
    last_active_admin: 'Mindestens ein aktiver Admin muss bleiben.',
    customer_has_unpaid_invoices:
      'Dieser Kunde hat offene Rechnungen: ziehe sie ein oder schreibe sie gut, bevor du das Konto löschst.',
    notice_business_customer:
      'Ein 14-Tage-Schreiben gibt es nur für Verbraucher; ein Geschäftskunde schuldet die Inkassokosten auch ohne.',
    notice_already_sent: 'Für die offenen Rechnungen wurde bereits 14-Tage-Schreiben {{letter}} verschickt.',
    notice_nothing_overdue: 'Es ist nichts überfällig, wofür ein 14-Tage-Schreiben verschickt werden kann.',
    collection_letter_already_sent:
      'Für die offenen Rechnungen wurde das Inkassoschreiben bereits verschickt.',
    collection_letter_term_running:
      'Die Frist von 14-Tage-Schreiben {{letter}} läuft bis einschließlich {{termEndDate}}; Inkassokosten dürfen erst ab {{feeDate}} berechnet werden.',
    collection_letter_needs_notice:
      'Schicke zuerst ein 14-Tage-Schreiben: ohne abgelaufene Zahlungsfrist dürfen keine Inkassokosten berechnet werden.',
    no_overdue_invoices: 'Dieser Kunde hat keine überfälligen Rechnungen.',
    suspend_after_last_reminder: 'Sperren ist erst nach der letzten Mahnung möglich.',
    notice_term_running: 'Die Zahlungsfrist des 14-Tage-Schreibens ist noch nicht abgelaufen.',
    no_active_service: 'Kein aktiver Dienst zum Sperren.',
    case_stage_unchanged: 'Der Fall ist bereits in dieser Phase.',
    case_has_open_amount:
      'Ein Fall mit offenem Betrag kann nicht abgeschlossen werden: buche zuerst die Zahlung oder eine Gutschrift.',
    case_invoice_paid: 'Die Rechnung ist bezahlt; der Fall bleibt geschlossen.',
    letter_replaced: 'Schreiben {{letter}} wurde durch Schreiben {{replacement}} ersetzt; bearbeite dieses.',
    letter_paid: 'Schreiben {{letter}} ist bereits bezahlt.',
    notice_term_ended:
      'Die Frist von Schreiben {{letter}} ist abgelaufen; die Versandart kann nicht mehr geändert werden. Schicke bei Bedarf ein neues 14-Tage-Schreiben.',
    notice_followed:
      'Auf Schreiben {{letter}} folgte bereits Inkassoschreiben {{followUp}}; die Versandart kann nicht mehr geändert werden.',
    subscription_not_active: 'Nur ein aktives Abonnement kann pausiert werden.',
    subscription_not_paused: 'Nur ein pausiertes Abonnement kann fortgesetzt werden.',
    subscription_not_running:
      'Nur ein laufendes Abonnement mit nächstem Rechnungsdatum kann geändert werden.',
    no_pending_plan_change: 'Für dieses Abonnement steht keine Änderung an.',
    subscription_already_cancelled: 'Dieses Abonnement ist bereits gekündigt.',
    subscription_not_delivered: 'Dieses Abonnement wird gerade nicht geliefert; kündige es sofort.',
    customer_not_active: 'Nur ein aktiver Kunde kann ein Abonnement bekommen.',
    cancellation_needs_admin: 'Das Abonnement ist gekündigt; nur ein Admin kann die Kündigung zurücknehmen.',
    subscription_ended: 'Das Abonnement ist beendet und kann nicht reaktiviert werden.',
    subscription_not_started: 'Das Abonnement hat noch nicht begonnen.',
    subscription_already_active: 'Das Abonnement ist bereits aktiv.',
    subscription_not_found: 'Abonnement nicht gefunden.',
    no_valid_mandate: 'Du hast noch kein gültiges Mandat; bitte erteile eins.',
    package_slug_taken: 'Dieser Slug wird bereits von einem anderen Paket verwendet.',
    note_already_done: 'Diese Notiz ist bereits erledigt.',
    follow_up_in_past: 'Das Nachverfolgungsdatum darf nicht in der Vergangenheit liegen.',
    unknown_team_member: 'Dieses Teammitglied gibt es nicht.',
    session_not_found: 'Diese Sitzung ist bereits beendet.',
    ticket_closed: 'Dieses Ticket ist geschlossen. Erstelle ein neues Ticket, wenn du noch eine Frage hast.',
    mandate_handled_personally: 'Dieses Mandat klären wir persönlich mit dir. Bitte kontaktiere uns.',
    mandate_not_in_use: 'Dieses Mandat wird nicht mehr verwendet; hier musst du nichts ändern.',
    server_name_taken: 'Ein Server namens {{name}} existiert bereits.',
    server_has_accounts:
      'Server {{name}} hat noch {{count}} Konten. Setze den Server auf inaktiv, statt ihn zu löschen.',
    billing_run_in_progress:
      'Es läuft bereits ein Abrechnungslauf (gestartet {{startedAt}}). Starte einen neuen, wenn er abgeschlossen ist.',
    creditor_id_missing:
      'Lege zuerst die Gläubiger-ID in den Unternehmenseinstellungen fest; ohne sie kann nichts eingezogen werden.',
    batch_already_submitted: 'Diese Lastschriftdatei wurde bereits bei der Bank eingereicht.',
    batch_cancelled: 'Diese Lastschriftdatei wurde storniert.',
    batch_too_late:
      'Zu spät für die Bank: diese Datei zieht am {{collectionDate}} ein, aber was heute eingereicht wird, kann erst am {{earliestDate}} abgebucht werden. Storniere sie und erstelle eine neue Lastschriftdatei.',
    batch_claims_refused:
      'Diese Datei kann nicht mehr zur Bank: {{count}} Rechnungen darin dürfen nicht mehr eingezogen werden ({{invoices}}). Storniere sie und erstelle eine neue Lastschriftdatei.',
    bank_line_already_assigned: 'Diese Zeile wurde bereits von {{by}} der Rechnung {{invoice}} zugeordnet.',
    bank_line_already_booked: 'Diese Zeile wurde beim Einlesen bereits verbucht.',
    bank_line_not_received:
      'Nur ein eingegangener Betrag (Lastschrift oder Überweisung) kann einer Rechnung zugeordnet werden.',
    bank_file_wrong_type:
      'Dies ist eine {{type}}-Datei; lade einen Kontoauszug (camt.053/camt.054) oder einen Statusbericht (pain.002) hoch.',
    bank_file_unreadable: 'Die Datei konnte nicht gelesen werden.',
    bank_file_not_ours:
      'Diese Bankdatei betrifft weder unser Konto noch eine unserer Lastschriftdateien; es wurde nichts verbucht.',
    payment_collection_at_bank:
      'Die Lastschrift der Rechnung {{invoiceNumber}} liegt bereits bei der Bank (Datei {{messageId}}) und wird am {{collectionDate}} eingezogen. Buchst du diese Zahlung auch, zahlt der Kunde doppelt und der Überschuss wird sein Guthaben. Bestätige, um trotzdem zu buchen.',
    claim_collection_at_bank:
      'Die Lastschrift dieser Rechnung liegt bereits bei der Bank und wird noch eingezogen; buchst du das auch, zahlt der Kunde doppelt.',
    claim_iban_changed:
      'Der Kunde hat nach dem Erstellen dieser Datei ein anderes Konto oder ein neues Mandat angegeben; die Datei würde noch vom alten Konto abbuchen.',
    claim_amount_changed: 'Auf dieser Rechnung sind jetzt {{open}} offen; die Datei bucht {{file}} ab.',
    credit_note_collection_at_bank:
      'Die Lastschrift über {{amount}} für Rechnung {{invoiceNumber}} liegt bereits bei der Bank (Datei {{messageId}}) und wird am {{collectionDate}} eingezogen. Schreibst du jetzt gut, wird das, was die Bank einzieht, Guthaben des Kunden und zurückgezahlt. Bestätige, um trotzdem gutzuschreiben.',
    account_has_credit:
      'Du hast noch {{amount}} Guthaben bei uns. Das zahlen wir dir zuerst zurück; danach kannst du dein Konto löschen. Wir haben deinen Wunsch nach Rückzahlung weitergegeben.',
    account_collection_at_bank:
      'Eine Lastschrift von dir liegt noch bei der Bank. Sobald sie eingezogen oder zurückgekommen ist, kannst du dein Konto löschen.',
    account_open_fees:
      'Es sind noch {{amount}} Inkassokosten offen. Bezahle sie zuerst; danach kannst du dein Konto löschen.',
    customer_has_credit:
      'Dieser Kunde hat {{amount}} Guthaben: zahle es zurück (Zahlungen → Guthaben), bevor du das Konto löschst.',
    customer_collection_at_bank:
      'Eine Lastschrift dieses Kunden liegt bei der Bank: warte, bis sie eingezogen oder zurückgekommen ist.',
    customer_has_open_fees:
      'Dieser Kunde schuldet noch {{amount}} Inkassokosten: ziehe sie ein oder erlasse sie zuerst.',
    refund_exceeds_credit: 'Der Kunde hat {{balance}} Guthaben; mehr kann nicht zurückgezahlt werden.',
    no_credit_to_refund: 'Dieser Kunde hat kein Guthaben, das zurückgezahlt werden könnte.',
    payout_batch_changed: 'Diese Auszahlungsdatei wurde inzwischen geändert; aktualisieren Sie die Liste.',
    payout_credit_gone:
      'Das Guthaben von Kunde {{customerNumber}} ist kleiner als die Auszahlung; prüfen Sie das Guthabenkonto.',
    payback_iban_missing: 'Geben Sie die Kontonummer an: Der Kunde hat kein Mandat mit einer IBAN.',
    payout_batch_not_found: 'Auszahlungsdatei nicht gefunden.',
    fee_nothing_to_waive: 'Brief {{letter}} verlangt keine (weiteren) Inkassokosten.',
    case_has_open_fee:
      'Auf diesem Fall sind noch Inkassokosten offen: buche die Zahlung oder erlasse die Kosten (mit Grund), bevor du ihn schließt.',
    credit_exceeds_open: 'Der Betrag ist höher als das, was noch gutgeschrieben werden kann.',
    terms_version_changed:
      'Die Geschäftsbedingungen oder die Datenschutzerklärung haben sich geändert, seit Sie sie geöffnet haben; lesen Sie die neue Version und bestellen Sie erneut.',
    withdrawal_not_offered:
      'Ein Widerruf ist nur innerhalb von 14 Tagen nach einer Bestellung als Verbraucher möglich, solange die Leistung läuft. Sie können das Abonnement aber kündigen.',
    withdrawal_period_over:
      'Die 14-tägige Widerrufsfrist endete am {{date}}. Sie können das Abonnement aber kündigen.',
    address_incomplete:
      'Gib zuerst deine vollständige Adresse ein (Straße, Hausnummer, Postleitzahl und Ort); das Mandat und deine Rechnungen brauchen sie.',
    online_payments_off:
      'Online-Zahlung ist derzeit nicht möglich. Bitte überweisen Sie den Betrag mit der Zahlungsreferenz auf der Rechnung.',
    online_payment_provider_down:
      'Der Zahlungsanbieter ist derzeit nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut oder überweisen Sie mit der Zahlungsreferenz auf der Rechnung.',
    online_refund_not_possible:
      'Rechnung {{invoiceNumber}} wurde nicht online bezahlt; erstatten Sie über das Guthaben des Kunden.',
    pay_link_invalid:
      'Dieser Zahlungslink ist ungültig. Verwenden Sie den Link aus der E-Mail oder dem Brief, oder melden Sie sich an, um zu bezahlen.',
    pay_link_expired:
      'Dieser Zahlungslink ist abgelaufen. Melden Sie sich an, um zu bezahlen, oder überweisen Sie den Betrag mit dem Verwendungszweck aus der E-Mail oder dem Brief.',
    nothing_to_pay: 'Es ist nichts offen, das bezahlt werden könnte.',
    email_unverified:
      'Bestätige zuerst deine E-Mail-Adresse mit dem Link in der Bestätigungs-E-Mail, die wir an {{email}} geschickt haben; danach kannst du bestellen und ein Mandat erteilen.',
    template_unknown_fields: 'Unbekannte Platzhalter: {{fields}}',
    no_open_case: 'Kein offener Inkassofall: Sperren ist erst nach der letzten Mahnung möglich.',
    subscription_not_sepa: 'Dieses Abonnement wird nicht per Lastschrift bezahlt.',
    panel_address_refused:
      'Diese URL zeigt auf {{address}}, eine Adresse, die das Portal nicht anspricht (nicht im öffentlichen Internet und nicht in PANEL_ALLOWED_NETWORKS).',
    peppol_not_configured: 'Der Versand über Peppol ist nicht eingerichtet (PEPPOL_ACCESS_POINT_URL).',
    peppol_delivery_not_failed: 'Nur ein fehlgeschlagener Peppol-Versand kann erneut gesendet werden.',
    einvoice_unwritable:
      'Rechnung {{invoiceNumber}} kann nicht als E-Rechnung (UBL) geschrieben werden: {{problem}}.',
    invoice_undeliverable: 'Rechnung {{invoiceNumber}} kann nicht versendet werden: {{problem}}',
    credit_note_not_collected: 'Eine Gutschrift wird nicht per Lastschrift eingezogen.',
    claim_in_arrangement:
      'Diese Rechnung fällt unter eine Ratenzahlungsvereinbarung; der Mahnlauf überspringt sie.',
    debit_arrangement:
      'Diese Rechnung fällt unter eine Ratenzahlungsvereinbarung: Die Raten werden bezahlt, die Rechnung selbst wird nicht abgebucht.',
    arrangement_no_claims: 'Es ist nichts offen, das in Raten bezahlt werden könnte.',
    arrangement_total_too_small: 'Eine Ratenzahlung ist ab {{min}} möglich; dies sind {{total}}.',
    arrangement_too_many_instalments: 'Höchstens {{max}} Raten.',
    arrangement_too_few_instalments: 'Eine Ratenzahlung hat mindestens {{min}} Raten.',
    arrangement_instalment_too_small: 'Eine Rate beträgt mindestens {{min}}; dies wären {{amount}}.',
    arrangement_recent_lapse:
      'Eine frühere Ratenzahlung wurde in den letzten 12 Monaten nicht eingehalten; eine neue prüfen wir selbst.',
    arrangement_first_due_too_late: 'Die erste Rate ist spätestens {{max}} Tage nach heute fällig.',
    arrangement_first_due_past: 'Die erste Rate kann nicht in der Vergangenheit liegen.',
    arrangement_first_debit_too_soon:
      'Per Lastschrift fällt die erste Rate frühestens auf den {{date}}: der Plan wird Ihnen zuerst zugeschickt.',
    arrangement_not_proposed: 'Nur ein Vorschlag kann genehmigt oder abgelehnt werden.',
    arrangement_closed: 'Diese Ratenzahlungsvereinbarung ist abgeschlossen.',
    arrangement_exists:
      'Es läuft bereits eine Ratenzahlungsvereinbarung ({{number}}); es kann nur eine gleichzeitig laufen.',
    arrangement_claim_not_open: '{{label}} ist nicht (mehr) offen und kann nicht in eine Ratenzahlung.',
    arrangement_claim_at_bank:
      'Die Lastschrift von {{label}} liegt bei der Bank; warten Sie das Ergebnis ab.',
    arrangement_no_mandate:
      'Für Raten per Lastschrift ist ein gültiges Mandat nötig; wählen Sie Überweisung oder erteilen Sie zuerst ein Mandat.',
    arrangement_not_found: 'Ratenzahlungsvereinbarung nicht gefunden.',
    arrangement_nothing_open: 'Auf dieser Ratenzahlungsvereinbarung ist nichts mehr offen.',
    arrangement_first_unpaid: 'Die Dienste werden wieder aktiviert, sobald die erste Rate bezahlt ist.',
    claim_held_by_arrangement:
      'Diese Rechnung gehört zur Ratenzahlungsvereinbarung {{arrangementNumber}}; bezahlen Sie die Rate der Vereinbarung statt der Rechnung.',
    arrangement_not_agreed:
      'Die Ratenzahlungsvereinbarung {{arrangementNumber}} ist noch nicht genehmigt; es ist noch keine Rate zu bezahlen.',
    instalment_not_found: 'Rate nicht gefunden.',
    instalment_paid:
      'Rate {{sequence}} der Ratenzahlungsvereinbarung {{arrangementNumber}} ist bereits bezahlt.',
    instalment_not_due:
      'Rate {{sequence}} der Ratenzahlungsvereinbarung {{arrangementNumber}} ist noch nicht an der Reihe; bezahlen Sie zuerst Rate {{next}}.',
    instalment_at_bank:
      'Die Lastschrift der Rate {{sequence}} der Ratenzahlungsvereinbarung {{arrangementNumber}} liegt bereits bei der Bank; der Betrag wird in Kürze abgebucht.',
    invoice_not_found: 'Rechnung nicht gefunden.',
    case_not_found: 'Fall nicht gefunden.',
    case_not_open: 'Fall nicht gefunden oder bereits abgeschlossen.',
    payment_not_found: 'Zahlung nicht gefunden.',
    letter_not_found: 'Brief nicht gefunden.',
    download_link_expired: 'Dieser Download-Link ist abgelaufen oder wurde bereits verwendet.',
    note_not_found: 'Notiz nicht gefunden.',
    mandate_not_found: 'Dieses Mandat existiert nicht.',
    server_not_found: 'Server nicht gefunden.',
    provisioning_account_not_found: 'Konto nicht gefunden.',
    bank_file_not_found: 'Diese Bankdatei wurde nicht gefunden.',
    bank_line_not_found: 'Diese Zeile steht nicht in der Bankdatei.',
    email_change_not_pending: 'Keine Änderung der E-Mail-Adresse wartet auf Bestätigung.',
    user_not_found: 'Benutzer nicht gefunden.',
  },
};
