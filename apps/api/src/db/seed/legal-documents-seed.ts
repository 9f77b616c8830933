import { publishLegalDocument } from '../../modules/legal/legal-documents.ts';
import type { DbOrTx } from '../client.ts';

// The demo's first versions of the algemene voorwaarden and the privacy statement (issue 28), as a Dutch
// hosting company would publish them; staff publish later versions in Settings.

export const demoTermsText = `# Artikel 1. Wie wij zijn
Hostportaal B.V., Stationsplein 45, 3013 AK Rotterdam, KvK 87654321, btw-id NL864512397B01. Je bereikt ons via support@hostportaal.test of 010-7654321 (maandag t/m vrijdag 08:30–17:30).

# Artikel 2. Toepasselijkheid
Deze voorwaarden gelden voor elke bestelling van webhosting, servers en game-servers bij Hostportaal en voor de overeenkomst die daardoor ontstaat. Je aanvaardt ze bij het bestellen; de versie die je aanvaardde, bewaren we bij je bestelling en sturen we je als pdf.

# Artikel 3. De overeenkomst
De overeenkomst komt tot stand zodra je bestelling met betaalverplichting is geplaatst. Je ontvangt direct een bevestiging per e-mail. Een abonnement loopt voor onbepaalde tijd en wordt per gekozen periode (maand, kwartaal, halfjaar of jaar) vooraf gefactureerd.

# Artikel 4. Prijzen en betaling
Alle prijzen voor consumenten zijn inclusief 21% btw. Je betaalt per automatische incasso (SEPA); de factuur is ook de vooraankondiging van de incasso. Mislukt een incasso, dan sturen we een herinnering; blijft betaling uit, dan kunnen we de dienst opschorten en, na een veertiendagenbrief, incassokosten volgens het Besluit vergoeding voor buitengerechtelijke incassokosten in rekening brengen.

# Artikel 5. Herroepingsrecht voor consumenten
Als consument mag je de overeenkomst binnen 14 dagen na het sluiten ervan zonder opgave van redenen herroepen. Vraag je ons de dienst direct te laten beginnen, dan betaal je bij herroeping een bedrag dat evenredig is aan het deel van de dienst dat al is geleverd; wat je meer betaalde, crediteren we. Herroepen doe je met de knop "Herroepen" bij het abonnement in het klantenportaal, per e-mail of met het modelformulier voor herroeping uit de bevestigingsmail.

# Artikel 6. Opzeggen
Je kunt een abonnement altijd opzeggen in het klantenportaal. De dienst loopt dan door tot het einde van de betaalde periode; daarna factureren we niets meer. We bewaren je gegevens en bestanden nog 14 dagen, zodat je een back-up kunt maken.

# Artikel 7. Onze dienst
We zorgen voor een beschikbaarheid van ten minste 99,9% per maand, gepland onderhoud niet meegerekend. Gepland onderhoud melden we vooraf op de statuspagina.

# Artikel 8. Jouw verantwoordelijkheid
Je gebruikt de dienst niet voor iets wat in strijd is met de wet, zoals het verspreiden van malware, spam of inbreukmakend materiaal. Je houdt je inloggegevens geheim.

# Artikel 9. Aansprakelijkheid
Onze aansprakelijkheid is beperkt tot het bedrag dat je in de twaalf maanden voor de schade aan ons betaalde, behalve bij opzet of bewuste roekeloosheid.

# Artikel 10. Klachten en toepasselijk recht
Een klacht meld je via support@hostportaal.test; we reageren binnen 14 dagen. Op de overeenkomst is Nederlands recht van toepassing. Je kunt een geschil ook voorleggen aan de bevoegde rechter in je woonplaats.`;

export const demoPrivacyText = `# Wie verwerkt je gegevens
Hostportaal B.V., Stationsplein 45, 3013 AK Rotterdam (KvK 87654321) is verantwoordelijk voor de verwerking van je persoonsgegevens. Vragen stel je aan support@hostportaal.test.

# Welke gegevens en waarom
We verwerken je naam, adres, e-mailadres, telefoonnummer, IBAN en machtiging, je bestellingen en facturen en de inloggegevens van je account. We doen dat om de overeenkomst uit te voeren (hosting leveren, factureren en incasseren), om aan de wet te voldoen (de fiscale bewaarplicht) en om je account te beveiligen.

# Hoe lang we ze bewaren
Facturen en wat daarbij hoort bewaren we 7 jaar, zoals de Belastingdienst voorschrijft. Andere gegevens verwijderen of anonimiseren we als je je account verwijdert, tenzij er nog een bedrag tussen ons openstaat.

# Met wie we ze delen
Alleen met wie we nodig hebben om de dienst te leveren: onze bank voor de incasso, onze betaaldienstverlener en onze e-mailprovider. Zij verwerken je gegevens alleen in onze opdracht. We verkopen je gegevens nooit.

# Je rechten
Je mag je gegevens inzien, laten verbeteren of laten verwijderen, en je kunt een export van je gegevens downloaden in het klantenportaal (Instellingen → Privacy). We antwoorden binnen een maand. Ben je het niet met ons eens, dan kun je een klacht indienen bij de Autoriteit Persoonsgegevens.

# Beveiliging
We versleutelen verbindingen, slaan wachtwoorden alleen gehasht op en bieden tweestapsverificatie aan.`;

/** Version 1 of both texts, published when the demo company started. */
export async function insertDemoLegalDocuments(db: DbOrTx, publishedAt: Date): Promise<void> {
  const actor = { id: null, now: publishedAt };
  await publishLegalDocument(db, { kind: 'terms', body: demoTermsText }, actor);
  await publishLegalDocument(db, { kind: 'privacy', body: demoPrivacyText }, actor);
}

/** What a consumer's checkout sends with the demo's first versions: terms accepted, start at once. */
export const demoAcceptance = {
  termsVersion: 1,
  privacyVersion: 1,
  acceptTerms: true,
  immediateStart: true,
} as const;
