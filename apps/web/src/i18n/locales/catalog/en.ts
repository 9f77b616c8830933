import type { catalogNl } from './nl';

export const catalogEn: typeof catalogNl = {
  title: 'Our packages and prices',
  intro: 'All prices are per month, including 21% VAT. You pay automatically by SEPA direct debit.',
  loading: 'Loading packages…',
  loadFailed: 'The packages could not be loaded.',
  retry: 'Try again',
  empty: 'No packages are available at the moment.',
  types: {
    shared_hosting: 'Web hosting',
    managed_vps: 'Managed VPS',
    managed_dedicated: 'Managed dedicated servers',
    game_server: 'Game servers',
    domain: 'Domain names',
  },
  perMonth: '/month',
  perYear: '/year',
  specs: {
    disk: '{{count}} GB storage',
    bandwidth: '{{count}} GB traffic',
    vcpu: '{{count}} vCPU',
    ram: '{{count}} GB RAM',
  },
};
