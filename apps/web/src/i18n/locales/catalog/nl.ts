// Dutch reference texts of the catalog screens; en, de and fr mirror these keys.
export const catalogNl = {
  title: 'Onze pakketten en prijzen',
  intro: 'Alle prijzen zijn per maand, inclusief 21% btw. Je betaalt automatisch via SEPA-incasso.',
  loading: 'Pakketten laden…',
  loadFailed: 'De pakketten konden niet worden geladen.',
  retry: 'Opnieuw proberen',
  empty: 'Er zijn op dit moment geen pakketten beschikbaar.',
  types: {
    shared_hosting: 'Webhosting',
    managed_vps: 'Managed VPS',
    managed_dedicated: 'Managed dedicated servers',
    game_server: 'Game-servers',
    domain: 'Domeinnamen',
  },
  perMonth: '/maand',
  perYear: '/jaar',
  specs: {
    disk: '{{count}} GB opslag',
    bandwidth: '{{count}} GB dataverkeer',
    vcpu: '{{count}} vCPU',
    ram: '{{count}} GB RAM',
  },
};
