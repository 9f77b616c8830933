import type { ErrorTexts } from './en';

export const errorTextsFr: ErrorTexts = {
  codes: {
    VALIDATION_FAILED: 'Vérifie les champs signalés.',
    BAD_REQUEST: 'Requête invalide',
    UNAUTHENTICATED: 'Authentification requise. Connecte-toi.',
    INVALID_CREDENTIALS: 'Adresse e-mail ou mot de passe incorrect.',
    ACCOUNT_INACTIVE: 'Ton compte a été désactivé. Contacte le support.',
    TOKEN_INVALID: 'Ce lien est invalide ou a expiré. Demandes-en un nouveau.',
    TWO_FACTOR_INVALID: 'Le code de vérification est incorrect ou a expiré.',
    FORBIDDEN: "Tu n'as pas l'autorisation d'effectuer cette action",
    TWO_FACTOR_REQUIRED:
      "Active d'abord l'authentification à deux facteurs dans Paramètres → Sécurité : elle est obligatoire pour les admins.",
    NOT_FOUND: 'Ressource introuvable',
    USER_NOT_FOUND: 'Utilisateur introuvable.',
    EMAIL_TAKEN: 'Un compte existe déjà avec cette adresse e-mail.',
    EMAIL_ADDRESS_CHANGED:
      "Ce lien a été envoyé à une adresse e-mail qui n'appartient plus à ton compte. Utilise le lien envoyé à ton adresse actuelle.",
    EMAIL_CHANGE_NEEDS_CONFIRMATION:
      'Tu modifies ton adresse e-mail séparément, avec ton mot de passe (Paramètres → Profil → Modifier l’adresse e-mail).',
    CONFLICT: "Cette action ne correspond pas à l'état actuel.",
    SUBSCRIPTION_NOT_CANCELLABLE: 'Cet abonnement ne peut (plus) être résilié.',
    WRONG_PASSWORD: 'Le mot de passe actuel est incorrect.',
    TWO_FACTOR_ALREADY_ENABLED: "L'authentification à deux facteurs est déjà activée.",
    TWO_FACTOR_NOT_ENABLED: "L'authentification à deux facteurs n'est pas activée.",
    ACCOUNT_HAS_UNPAID_BALANCE:
      'Ton compte ne peut pas être supprimé tant que des factures restent impayées. Règle d’abord le montant dû.',
    TOO_MANY_REQUESTS: 'Trop de requêtes. Réessaie plus tard.',
    PAYLOAD_TOO_LARGE: 'La requête est trop volumineuse.',
    INVOICE_ALREADY_PAID: 'Cette facture est déjà entièrement payée.',
    INVOICE_NOT_CREDITABLE: 'Aucun (autre) avoir ne peut être établi pour cette facture.',
    PAYMENT_REFERENCE_NOT_FOUND: 'Référence de paiement introuvable',
    SUBSCRIPTION_STATE_CONFLICT: "Ce n'est pas possible dans le statut actuel de l'abonnement.",
    PACKAGE_NOT_AVAILABLE: 'Cette formule ne peut (plus) être commandée avec cette période.',
    MANDATE_INVALID: "Ce mandat n'est pas valable pour le prélèvement.",
    CART_EMPTY: 'Ton panier est vide.',
    TEST_MODE_ONLY: 'Ce paiement de test est désactivé en production.',
    SERVICE_UNAVAILABLE: 'Erreur du serveur. Réessaie plus tard.',
    INTERNAL_ERROR: 'Erreur du serveur. Réessaie plus tard.',
  },
  reasons: {
    claim_in_batch: 'Cette facture est déjà dans un fichier de prélèvement.',
    claim_not_offered: "Cette facture n'a pas été proposée au prélèvement.",
    claim_batch_not_cancellable: "Cette facture n'est pas dans un fichier de prélèvement encore annulable.",
    claim_batch_not_submittable:
      "Cette facture n'est pas dans un fichier de prélèvement qui doit encore partir à la banque.",
    claim_no_collection: 'Aucun prélèvement en cours pour cette facture.',
    claim_credited: 'Cette facture a fait l’objet d’un avoir.',
    claim_fully_credited: 'Cette facture a déjà fait l’objet d’un avoir complet.',
    claim_paid: 'Cette facture est déjà payée.',
    claim_at_bank: 'Le prélèvement de cette facture est déjà à la banque.',
    claim_closed: "Cette facture n'est plus ouverte.",
    claim_nothing_open: "Plus rien n'est dû sur cette facture.",
    claim_next_batch: "Cette facture part avec le prochain prélèvement ; pas de relance pour l'instant.",
    claim_bank_deciding: 'Le prélèvement de cette facture est à la banque ; attends le résultat.',
    claim_in_unsent_batch: 'Cette facture est dans un fichier de prélèvement pas encore envoyé à la banque.',
    claim_awaits_staff: 'Cette facture attend un collaborateur ; la relance automatique la saute.',
    claim_step_not_due: "Cette étape n'est pas à l'ordre du jour.",
    claim_duplicate_submission:
      'La banque a refusé un envoi en double du fichier de prélèvement ; le prélèvement du premier envoi suit son cours.',
    debit_not_sepa: 'Cette facture est payée par virement, pas par prélèvement.',
    debit_settled: "Plus rien n'est dû sur cette facture.",
    debit_chargeback:
      "Un prélèvement contesté (MD06) n'est pas prélevé à nouveau ; le client paie par virement.",
    debit_refunded:
      'Un paiement en ligne de cette facture a été remboursé ; elle n’est pas prélevée à nouveau, le client paie par virement.',
    debit_letter:
      'Le client a reçu une mise en demeure demandant un virement ; nous ne prélevons pas en plus.',
    debit_needs_payment_method:
      "Le prélèvement précédent est revenu ({{returnCode}}) ; il faut d'abord un nouvel IBAN ou un nouveau mandat.",
    debit_manual_return: 'Le prélèvement précédent est revenu ({{returnCode}}) ; nous le traitons à la main.',
    debit_mandate: "Le mandat n'est pas valable ; demande au client un nouveau mandat ou un virement.",
    debit_address:
      "L'adresse du client est incomplète (rue, numéro, code postal, ville, pays) ; le prélèvement en a besoin.",
    debit_debtor_data:
      "« {{value}} » dans le nom, l'adresse ou le mandat du client ne peut pas être écrit dans un fichier SEPA ; corrigez-le d'abord.",
    debit_attempts:
      'Cette facture a déjà été présentée {{count}} fois au prélèvement ; le client paie par virement.',
    reminder_already_sent_today: "Un rappel de paiement a déjà été envoyé aujourd'hui.",
    nothing_overdue: "Rien n'est en retard pour cet abonnement.",
    no_failed_debit: 'Aucun prélèvement échoué ne peut être présenté à nouveau.',
    suspend_needs_high_risk: 'Seul un abonnement actif à risque élevé peut être suspendu.',
    own_account_deactivate: 'Tu ne peux pas désactiver ton propre compte.',
    own_role: 'Tu ne peux pas modifier ton propre rôle.',
    own_account_delete: 'Tu ne peux pas supprimer ton propre compte.',
    last_active_admin: 'Au moins un admin actif doit rester.',
    customer_has_unpaid_invoices:
      'Ce client a des factures impayées : encaisse-les ou établis un avoir avant de supprimer le compte.',
    notice_business_customer:
      'La lettre de 14 jours est réservée aux consommateurs ; un client professionnel doit les frais de recouvrement sans elle.',
    notice_already_sent: 'La lettre de 14 jours {{letter}} a déjà été envoyée pour les factures ouvertes.',
    notice_nothing_overdue: "Rien n'est en retard pour lequel une lettre de 14 jours puisse être envoyée.",
    collection_letter_already_sent:
      'La lettre de recouvrement a déjà été envoyée pour les factures ouvertes.',
    collection_letter_term_running:
      'Le délai de la lettre de 14 jours {{letter}} court jusqu’au {{termEndDate}} inclus ; les frais de recouvrement ne peuvent être facturés qu’à partir du {{feeDate}}.',
    collection_letter_needs_notice:
      "Envoie d'abord une lettre de 14 jours : sans délai de paiement écoulé, aucuns frais de recouvrement ne peuvent être facturés.",
    no_overdue_invoices: "Ce client n'a pas de factures en retard.",
    suspend_after_last_reminder: "La suspension n'est possible qu'après la dernière relance.",
    notice_term_running: "Le délai de paiement de la lettre de 14 jours n'est pas encore écoulé.",
    no_active_service: 'Aucun service actif à suspendre.',
    case_stage_unchanged: 'Le dossier est déjà à cette étape.',
    case_has_open_amount:
      "Un dossier avec un montant dû ne peut pas être clôturé : enregistre d'abord le paiement ou un avoir.",
    case_invoice_paid: 'La facture est payée ; le dossier reste clôturé.',
    letter_replaced:
      'La lettre {{letter}} a été remplacée par la lettre {{replacement}} ; mets celle-ci à jour.',
    letter_paid: 'La lettre {{letter}} est déjà payée.',
    notice_term_ended:
      "Le délai de la lettre {{letter}} est écoulé ; le mode d'envoi ne peut plus être modifié. Envoie une nouvelle lettre de 14 jours si nécessaire.",
    notice_followed:
      "La lettre de recouvrement {{followUp}} a déjà suivi la lettre {{letter}} ; le mode d'envoi ne peut plus être modifié.",
    subscription_not_active: 'Seul un abonnement actif peut être mis en pause.',
    subscription_not_paused: 'Seul un abonnement en pause peut être repris.',
    subscription_not_running:
      'Seul un abonnement en cours avec une prochaine date de facturation peut être modifié.',
    no_pending_plan_change: "Aucun changement n'est prévu pour cet abonnement.",
    subscription_already_cancelled: 'Cet abonnement est déjà résilié.',
    subscription_not_delivered: "Cet abonnement n'est pas fourni en ce moment ; résilie-le immédiatement.",
    customer_not_active: 'Seul un client actif peut recevoir un abonnement.',
    cancellation_needs_admin: "L'abonnement est résilié ; seul un admin peut annuler la résiliation.",
    subscription_ended: "L'abonnement est terminé et ne peut pas être réactivé.",
    subscription_not_started: "L'abonnement n'a pas encore commencé.",
    subscription_already_active: "L'abonnement est déjà actif.",
    subscription_not_found: 'Abonnement introuvable.',
    no_valid_mandate: "Tu n'as pas encore de mandat valable ; donnes-en un.",
    package_slug_taken: 'Ce slug est déjà utilisé par une autre formule.',
    note_already_done: 'Cette note est déjà terminée.',
    follow_up_in_past: 'La date de suivi ne peut pas être dans le passé.',
    unknown_team_member: "Ce membre de l'équipe n'existe pas.",
    session_not_found: 'Cette session est déjà terminée.',
    ticket_closed: 'Ce ticket est fermé. Ouvre un nouveau ticket si tu as encore une question.',
    mandate_handled_personally: 'Nous traitons ce mandat personnellement avec toi. Contacte-nous.',
    mandate_not_in_use: "Ce mandat n'est plus utilisé ; tu n'as rien à modifier ici.",
    server_name_taken: 'Un serveur nommé {{name}} existe déjà.',
    server_has_accounts:
      'Le serveur {{name}} a encore {{count}} comptes. Rends le serveur inactif au lieu de le supprimer.',
    billing_run_in_progress:
      'Un cycle de facturation est déjà en cours (lancé le {{startedAt}}). Lance-en un autre quand il est terminé.',
    creditor_id_missing:
      "Renseigne d'abord l'identifiant créancier dans les paramètres de l'entreprise ; sans lui, rien ne peut être prélevé.",
    batch_already_submitted: 'Ce fichier de prélèvement a déjà été remis à la banque.',
    batch_cancelled: 'Ce fichier de prélèvement a été annulé.',
    batch_too_late:
      "Trop tard pour la banque : ce fichier prélève le {{collectionDate}}, mais ce qui est remis aujourd'hui ne peut être prélevé que le {{earliestDate}}. Annule-le et crée un nouveau fichier de prélèvement.",
    batch_claims_refused:
      'Ce fichier ne peut plus partir à la banque : {{count}} factures ne peuvent plus être prélevées ({{invoices}}). Annule-le et crée un nouveau fichier de prélèvement.',
    bank_line_already_assigned: 'Cette ligne a déjà été rattachée à la facture {{invoice}} par {{by}}.',
    bank_line_already_booked: 'Cette ligne a déjà été comptabilisée à la lecture du fichier.',
    bank_line_not_received:
      'Seul un montant reçu (prélèvement ou virement) peut être rattaché à une facture.',
    bank_file_wrong_type:
      'Ceci est un fichier {{type}} ; charge un relevé bancaire (camt.053/camt.054) ou un rapport de statut (pain.002).',
    bank_file_unreadable: "Le fichier n'a pas pu être lu.",
    bank_file_not_ours:
      "Ce fichier bancaire ne concerne ni notre compte ni l'un de nos fichiers de prélèvement ; rien n'a été comptabilisé.",
    payment_collection_at_bank:
      'Le prélèvement de la facture {{invoiceNumber}} est déjà à la banque (fichier {{messageId}}) et sera débité le {{collectionDate}}. Si vous enregistrez aussi ce paiement, le client paie deux fois et l’excédent devient son crédit. Confirmez pour l’enregistrer quand même.',
    claim_collection_at_bank:
      'Le prélèvement de cette facture est déjà à la banque et sera encore débité ; si vous enregistrez ceci aussi, le client paie deux fois.',
    claim_iban_changed:
      'Le client a indiqué un autre compte ou un nouveau mandat après la création de ce fichier ; le fichier débiterait encore l’ancien compte.',
    claim_amount_changed: '{{open}} reste dû sur cette facture ; le fichier prélève {{file}}.',
    credit_note_collection_at_bank:
      'Le prélèvement de {{amount}} de la facture {{invoiceNumber}} est déjà à la banque (fichier {{messageId}}) et sera débité le {{collectionDate}}. Si vous établissez l’avoir maintenant, ce que la banque encaisse devient le crédit du client, à lui rembourser. Confirmez pour l’établir quand même.',
    account_has_credit:
      'Vous avez encore {{amount}} de crédit chez nous. Nous vous le remboursons d’abord ; ensuite vous pourrez supprimer votre compte. Nous avons transmis votre demande de remboursement.',
    account_collection_at_bank:
      'Un de vos prélèvements est encore à la banque. Une fois débité ou revenu, vous pourrez supprimer votre compte.',
    account_open_fees:
      '{{amount}} de frais de recouvrement restent dus. Payez-les d’abord ; ensuite vous pourrez supprimer votre compte.',
    customer_has_credit:
      'Ce client a {{amount}} de crédit : remboursez-le (Paiements → Crédit) avant de supprimer le compte.',
    customer_collection_at_bank:
      'Un prélèvement de ce client est à la banque : attendez qu’il soit débité ou revenu.',
    customer_has_open_fees:
      'Ce client doit encore {{amount}} de frais de recouvrement : encaissez-les ou annulez-les d’abord.',
    refund_exceeds_credit: 'Le client a {{balance}} de crédit ; on ne peut pas rembourser davantage.',
    no_credit_to_refund: 'Ce client n’a pas de crédit à rembourser.',
    payout_batch_changed: 'Ce fichier de versements a changé entre-temps ; actualisez la liste.',
    payout_credit_gone:
      'Le crédit du client {{customerNumber}} est inférieur au versement ; vérifiez le registre de crédit.',
    payback_iban_missing: 'Indiquez le numéro de compte : le client n’a pas de mandat avec un IBAN.',
    payout_batch_not_found: 'Fichier de versements introuvable.',
    fee_nothing_to_waive: 'La lettre {{letter}} ne réclame pas (plus) de frais de recouvrement.',
    case_has_open_fee:
      'Des frais de recouvrement restent dus sur ce dossier : enregistrez le paiement ou annulez les frais (avec un motif) avant de le clôturer.',
    credit_exceeds_open: 'Le montant dépasse ce qui peut encore faire l’objet d’un avoir.',
    terms_version_changed:
      'Les conditions générales ou la déclaration de confidentialité ont changé depuis leur ouverture ; lisez la nouvelle version et commandez à nouveau.',
    withdrawal_not_offered:
      "La rétractation n'est possible que dans les 14 jours suivant une commande en tant que consommateur, tant que le service est actif. Vous pouvez toutefois résilier l'abonnement.",
    withdrawal_period_over:
      "Le délai de rétractation de 14 jours a pris fin le {{date}}. Vous pouvez toutefois résilier l'abonnement.",
    address_incomplete:
      "Renseigne d'abord ton adresse complète (rue, numéro, code postal et ville) ; le mandat et tes factures en ont besoin.",
    online_payments_off:
      'Le paiement en ligne n’est pas possible pour le moment. Veuillez payer par virement en indiquant la référence de paiement de la facture.',
    online_payment_provider_down:
      'Le prestataire de paiement est injoignable pour le moment. Réessayez dans quelques minutes, ou payez par virement avec la référence de paiement de la facture.',
    online_refund_not_possible:
      'La facture {{invoiceNumber}} n’a pas été payée en ligne ; remboursez via l’avoir du client.',
    pay_link_invalid:
      'Ce lien de paiement n’est pas valable. Utilisez le lien de l’e-mail ou de la lettre, ou connectez-vous pour payer.',
    pay_link_expired:
      'Ce lien de paiement a expiré. Connectez-vous pour payer, ou virez le montant avec la référence de paiement indiquée dans l’e-mail ou la lettre.',
    nothing_to_pay: 'Il n’y a rien à payer.',
    email_unverified:
      "Confirme d'abord ton adresse e-mail avec le lien de l'e-mail de confirmation envoyé à {{email}} ; tu pourras ensuite commander et donner un mandat.",
    template_unknown_fields: 'Champs inconnus : {{fields}}',
    no_open_case:
      "Aucun dossier de recouvrement ouvert : la suspension n'est possible qu'après la dernière relance.",
    subscription_not_sepa: "Cet abonnement n'est pas payé par prélèvement automatique.",
    panel_address_refused:
      "Cette URL pointe vers {{address}}, une adresse que le portail ne contacte pas (hors de l'internet public et absente de PANEL_ALLOWED_NETWORKS).",
    peppol_not_configured: "L'envoi via Peppol n'est pas configuré (PEPPOL_ACCESS_POINT_URL).",
    peppol_delivery_not_failed: 'Seul un envoi Peppol échoué peut être renvoyé.',
    einvoice_unwritable:
      'La facture {{invoiceNumber}} ne peut pas être écrite en facture électronique (UBL) : {{problem}}.',
    invoice_undeliverable: 'La facture {{invoiceNumber}} ne peut pas être envoyée : {{problem}}',
    credit_note_not_collected: 'Un avoir ne passe pas en prélèvement.',
    claim_in_arrangement:
      'Cette facture relève d’un échéancier de paiement ; la relance automatique l’ignore.',
    debit_arrangement:
      'Cette facture relève d’un échéancier de paiement : ses échéances sont payées, la facture elle-même n’est pas prélevée.',
    arrangement_no_claims: 'Il n’y a rien d’ouvert à payer en plusieurs fois.',
    arrangement_total_too_small: 'Un échéancier est possible à partir de {{min}} ; ceci fait {{total}}.',
    arrangement_too_many_instalments: 'Au plus {{max}} échéances.',
    arrangement_too_few_instalments: 'Un échéancier compte au moins {{min}} échéances.',
    arrangement_instalment_too_small: 'Une échéance est d’au moins {{min}} ; ce serait {{amount}}.',
    arrangement_recent_lapse:
      'Un échéancier précédent n’a pas été respecté au cours des 12 derniers mois ; nous examinons nous-mêmes un nouvel échéancier.',
    arrangement_first_due_too_late:
      'La première échéance tombe au plus tard {{max}} jours après aujourd’hui.',
    arrangement_first_due_past: 'La première échéance ne peut pas tomber dans le passé.',
    arrangement_first_debit_too_soon:
      'Par prélèvement, la première échéance tombe au plus tôt le {{date}} : l’échéancier vous est d’abord envoyé.',
    arrangement_not_proposed: 'Seule une proposition peut être approuvée ou refusée.',
    arrangement_closed: 'Cet échéancier est clôturé.',
    arrangement_exists: 'Un échéancier ({{number}}) est déjà en cours ; un seul à la fois.',
    arrangement_claim_not_open:
      '{{label}} n’est pas (ou plus) ouvert et ne peut pas figurer dans un échéancier.',
    arrangement_claim_at_bank: 'Le prélèvement de {{label}} est à la banque ; attendez son résultat.',
    arrangement_no_mandate:
      'Les échéances par prélèvement demandent un mandat valide ; choisissez le virement ou donnez d’abord un mandat.',
    arrangement_not_found: 'Échéancier introuvable.',
    arrangement_nothing_open: 'Plus rien n’est ouvert sur cet échéancier.',
    arrangement_first_unpaid: 'Les services reprennent dès que la première échéance est payée.',
    claim_held_by_arrangement:
      'Cette facture fait partie de l’échéancier de paiement {{arrangementNumber}} ; payez l’échéance de l’échéancier plutôt que la facture.',
    arrangement_not_agreed:
      'L’échéancier de paiement {{arrangementNumber}} n’est pas encore approuvé ; aucune échéance n’est encore à payer.',
    instalment_not_found: 'Échéance introuvable.',
    instalment_paid:
      'L’échéance {{sequence}} de l’échéancier de paiement {{arrangementNumber}} est déjà payée.',
    instalment_not_due:
      'L’échéance {{sequence}} de l’échéancier de paiement {{arrangementNumber}} n’est pas encore la prochaine ; payez d’abord l’échéance {{next}}.',
    instalment_at_bank:
      'Le prélèvement de l’échéance {{sequence}} de l’échéancier de paiement {{arrangementNumber}} est déjà à la banque ; le montant sera prélevé prochainement.',
    invoice_not_found: 'Facture introuvable.',
    case_not_found: 'Dossier introuvable.',
    case_not_open: 'Dossier introuvable ou déjà clôturé.',
    payment_not_found: 'Paiement introuvable.',
    letter_not_found: 'Lettre introuvable.',
    download_link_expired: 'Ce lien de téléchargement a expiré ou a déjà été utilisé.',
    note_not_found: 'Note introuvable.',
    mandate_not_found: "Ce mandat n'existe pas.",
    server_not_found: 'Serveur introuvable.',
    provisioning_account_not_found: 'Compte introuvable.',
    bank_file_not_found: 'Ce fichier bancaire est introuvable.',
    bank_line_not_found: 'Cette ligne ne figure pas dans le fichier bancaire.',
    email_change_not_pending: "Aucun changement d'adresse e-mail n'attend de confirmation.",
    user_not_found: 'Utilisateur introuvable.',
  },
};
