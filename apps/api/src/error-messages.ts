import type { ErrorCode } from '@hostportaal/contract';

export type Locale = 'nl' | 'en';

// The API answers in Dutch unless the client asks for English (Accept-Language).
export const errorMessages: Record<Locale, Record<ErrorCode, string>> = {
  nl: {
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
      'Je e-mailadres wijzig je apart, met je wachtwoord (Instellingen → Profiel → E-mailadres wijzigen, of POST /auth/email-change). Het nieuwe adres wordt je inlogadres zodra je het bevestigt via de link die we ernaartoe sturen.',
    CONFLICT: 'Deze actie botst met de huidige stand van zaken.',
    SUBSCRIPTION_NOT_CANCELLABLE: 'Dit abonnement kan niet (meer) worden opgezegd.',
    INVOICE_ALREADY_PAID: 'Deze factuur is al volledig betaald.',
    INVOICE_NOT_CREDITABLE: 'Voor deze factuur kan geen creditnota (meer) worden gemaakt.',
    PAYMENT_REFERENCE_NOT_FOUND: 'Betalingsreferentie niet gevonden',
    SUBSCRIPTION_STATE_CONFLICT: 'Dit kan niet in de huidige status van het abonnement.',
    PACKAGE_NOT_AVAILABLE: 'Dit pakket is niet (meer) te bestellen met deze termijn.',
    MANDATE_INVALID: 'Deze machtiging is niet geldig voor incasso.',
    CART_EMPTY: 'Je winkelwagen is leeg.',
    TEST_MODE_ONLY: 'Deze testbetaling is uitgeschakeld in productie.',
    WRONG_PASSWORD: 'Het huidige wachtwoord is onjuist.',
    TWO_FACTOR_ALREADY_ENABLED: 'Tweestapsverificatie staat al aan.',
    TWO_FACTOR_NOT_ENABLED: 'Tweestapsverificatie staat niet aan.',
    ACCOUNT_HAS_UNPAID_BALANCE:
      'Je account kan niet worden verwijderd zolang er nog openstaande facturen zijn. Betaal eerst het openstaande bedrag.',
    TOO_MANY_REQUESTS: 'Te veel pogingen. Probeer het later opnieuw.',
    PAYLOAD_TOO_LARGE: 'Het verzoek is te groot.',
    SERVICE_UNAVAILABLE: 'De dienst is tijdelijk niet beschikbaar. Probeer het later opnieuw.',
    INTERNAL_ERROR: 'Er ging iets mis aan onze kant. Probeer het later opnieuw.',
  },
  en: {
    VALIDATION_FAILED: 'Please check the highlighted fields.',
    BAD_REQUEST: 'Invalid request',
    UNAUTHENTICATED: 'Authentication required. Please log in.',
    INVALID_CREDENTIALS: 'Invalid e-mail address or password.',
    ACCOUNT_INACTIVE: 'Your account has been deactivated. Please contact support.',
    TOKEN_INVALID: 'This link is invalid or has expired. Please request a new one.',
    TWO_FACTOR_INVALID: 'The verification code is invalid or has expired.',
    FORBIDDEN: "You don't have permission to perform this action",
    TWO_FACTOR_REQUIRED:
      'Turn on two-factor authentication first (Settings → Security): it is required for admins.',
    NOT_FOUND: 'Resource not found',
    USER_NOT_FOUND: 'User not found.',
    EMAIL_TAKEN: 'An account with this e-mail address already exists.',
    EMAIL_ADDRESS_CHANGED:
      'This link was sent to an e-mail address that no longer belongs to your account. Use the link we sent to your current address.',
    EMAIL_CHANGE_NEEDS_CONFIRMATION:
      'Change your e-mail address separately, with your password (Settings → Profile → Change e-mail address, or POST /auth/email-change). The new address becomes your login once you confirm it from the link we send to it.',
    CONFLICT: 'Conflict occurred',
    SUBSCRIPTION_NOT_CANCELLABLE: 'This subscription can no longer be cancelled.',
    INVOICE_ALREADY_PAID: 'This invoice has already been paid in full.',
    INVOICE_NOT_CREDITABLE: 'No (further) credit note can be made for this invoice.',
    PAYMENT_REFERENCE_NOT_FOUND: 'Payment reference not found',
    SUBSCRIPTION_STATE_CONFLICT: "This is not possible in the subscription's current status.",
    PACKAGE_NOT_AVAILABLE: 'This package cannot be ordered (any more) with this interval.',
    MANDATE_INVALID: 'This mandate is not valid for direct debit.',
    CART_EMPTY: 'Your cart is empty.',
    TEST_MODE_ONLY: 'This test payment is disabled in production.',
    WRONG_PASSWORD: 'The current password is incorrect.',
    TWO_FACTOR_ALREADY_ENABLED: 'Two-factor authentication is already enabled.',
    TWO_FACTOR_NOT_ENABLED: 'Two-factor authentication is not enabled.',
    ACCOUNT_HAS_UNPAID_BALANCE:
      'Your account cannot be deleted while there are unpaid invoices. Please pay the outstanding amount first.',
    TOO_MANY_REQUESTS: 'Too many requests. Please try again later.',
    PAYLOAD_TOO_LARGE: 'The request is too large.',
    // SPEC §8's text for a failure on our side (the client shows it for any 5xx); the code tells 503 apart.
    SERVICE_UNAVAILABLE: 'Server error. Please try again later.',
    INTERNAL_ERROR: 'Server error. Please try again later.',
  },
};

export function localeFromHeader(acceptLanguage: string | undefined): Locale {
  const primary = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return primary === '' || primary.startsWith('nl') ? 'nl' : 'en';
}
