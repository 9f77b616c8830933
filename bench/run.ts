// Entry point: npm run bench -- generate [db] | billing [db] | invoice-list [db] | enhanced-list [db] | users-list [db] |
// sepa-files [db] | dunning [db] | report-export [db] | admin-search [db] | analytics [db] | load [db] |
// two-instances [db] | startup [db] | einvoice-archive | bundle | lighthouse
const [command, ...args] = process.argv.slice(2);

const commands: Record<string, () => Promise<void>> = {
  generate: async () => (await import('./generate-data.ts')).generateData(args[0]),
  billing: async () => (await import('./billing-run.ts')).benchBillingRun(args[0]),
  'invoice-list': async () => {
    await (await import('./admin-invoice-list.ts')).benchInvoiceList(args[0]);
  },
  'users-list': async () => {
    await (await import('./admin-users-list.ts')).benchAdminUsersList(args[0]);
  },
  'enhanced-list': async () => {
    await (await import('./enhanced-list.ts')).benchEnhancedList(args[0]);
  },
  'sepa-files': async () => (await import('./sepa-files.ts')).benchSepaFiles(args[0]),
  'report-export': async () => (await import('./report-export.ts')).benchReportExport(args[0]),
  'admin-search': async () => {
    await (await import('./admin-search.ts')).benchAdminSearch(args[0]);
  },
  dunning: async () => {
    await (await import('./dunning-run.ts')).benchDunningRun(args[0]);
  },
  analytics: async () => (await import('./analytics.ts')).benchAnalytics(args[0]),
  bundle: async () => (await import('./bundle-size.ts')).benchBundleSize(),
  lighthouse: async () => (await import('./lighthouse.ts')).benchLighthouse(),
  'collection-cases': async () => {
    await (await import('./collection-cases.ts')).benchCollectionCases(args[0]);
  },
  load: async () => (await import('./load.ts')).benchLoad(args[0]),
  startup: async () => (await import('./startup.ts')).benchStartup(args[0]),
  'two-instances': async () => (await import('./two-instances.ts')).benchTwoInstances(args[0]),
  'einvoice-archive': async () => (await import('./einvoice-archive.ts')).benchEinvoiceArchive(),
};

const selected = command ? commands[command] : undefined;
if (!selected) {
  console.error(
    'usage: npm run bench -- generate|billing|invoice-list|enhanced-list|users-list|sepa-files|dunning|report-export|admin-search|analytics|collection-cases|load|two-instances|startup [database] | einvoice-archive | bundle | lighthouse',
  );
  process.exit(2);
}
await selected();
process.exit(0);
