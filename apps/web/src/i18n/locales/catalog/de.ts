import type { catalogNl } from './nl';

export const catalogDe: typeof catalogNl = {
  title: 'Unsere Pakete und Preise',
  intro: 'Alle Preise gelten pro Monat, inkl. 21 % MwSt. Du zahlst automatisch per SEPA-Lastschrift.',
  loading: 'Pakete werden geladen…',
  loadFailed: 'Die Pakete konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  empty: 'Derzeit sind keine Pakete verfügbar.',
  types: {
    shared_hosting: 'Webhosting',
    managed_vps: 'Managed VPS',
    managed_dedicated: 'Managed Dedicated Server',
    game_server: 'Gameserver',
    domain: 'Domains',
  },
  perMonth: '/Monat',
  perYear: '/Jahr',
  specs: {
    disk: '{{count}} GB Speicher',
    bandwidth: '{{count}} GB Datenvolumen',
    vcpu: '{{count}} vCPU',
    ram: '{{count}} GB RAM',
  },
};
