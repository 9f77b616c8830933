import type { gamesNl } from './nl';

export const gamesDe: typeof gamesNl = {
  title: 'Gameserver',
  intro:
    'Bestelle deinen eigenen Gameserver und verwalte ihn in unserem Gamepanel. Du zahlst pro gewählter Laufzeit per Lastschrift.',
  catalogue: {
    title: 'Gameserver bestellen',
    loading: 'Gameserver werden geladen…',
    loadFailed: 'Die Gameserver konnten nicht geladen werden.',
    empty: 'Derzeit können keine Gameserver bestellt werden.',
    ram: 'Arbeitsspeicher',
    slots: 'Spieler',
    disk: 'Speicherplatz',
    gb: '{{value}} GB',
    interval: 'Zahlungsintervall',
    order: 'Bestellen',
    orderLabel: '{{name}} bestellen',
  },
  order: {
    title: '{{name}} bestellen',
    interval: 'Zahlungsintervall',
    priceTitle: 'Preis pro Intervall',
    subtotal: 'Preis zzgl. MwSt.',
    vat: 'MwSt. {{rate}} %',
    total: 'Gesamt inkl. MwSt.',
    totalNote: 'Das zahlst du mit deiner ersten Rechnung; danach pro gewähltem Intervall.',
    paymentTitle: 'Zahlung per Lastschrift',
    mandateLoading: 'Wir prüfen, ob du schon ein Mandat hast…',
    mandateLoadFailed: 'Wir konnten nicht prüfen, ob du schon ein Mandat hast.',
    existingMandate:
      'Wir ziehen die Beträge mit deinem Mandat {{reference}} vom Konto {{ibanMasked}} ein. Du musst nichts mehr ausfüllen.',
    newMandate: 'Du hast noch kein gültiges Mandat. Erteile unten ein Mandat für dein Konto.',
    submit: 'Zahlungspflichtig bestellen',
    cancel: 'Abbrechen',
    failed: 'Deine Bestellung konnte nicht aufgegeben werden. Bitte versuche es erneut.',
    ordered: 'Danke für deine Bestellung! Wir richten {{name}} jetzt für dich ein.',
  },
  servers: {
    title: 'Meine Gameserver',
    loading: 'Deine Gameserver werden geladen…',
    loadFailed: 'Deine Gameserver konnten nicht geladen werden.',
    empty: 'Du hast noch keine Gameserver.',
    game: 'Spiel',
    slots: 'Spieler',
    since: 'Seit',
    pendingHint:
      'Wir richten deinen Server ein. Das dauert meist ein paar Minuten; diese Seite aktualisiert sich von selbst.',
    waitingForServerHint:
      'Wir organisieren einen Server für deinen Gameserver; unsere Mitarbeiter sind informiert. Wir melden uns, sobald er bereitsteht.',
    openPanel: 'Zum Gamepanel',
    openInNewTab: '(öffnet in einem neuen Tab)',
    status: {
      pending: 'Wird eingerichtet',
      active: 'Aktiv',
      suspended: 'Gesperrt',
      terminated: 'Gelöscht',
    },
  },
  names: {
    minecraft_java: 'Minecraft: Java Edition',
    minecraft_bedrock: 'Minecraft: Bedrock Edition',
    valheim: 'Valheim',
    counter_strike_2: 'Counter-Strike 2',
    rust: 'Rust',
    palworld: 'Palworld',
  },
};
