// Vitest global set-up of the einvoice tests: compiles every rule set the tests run before any test file
// starts, so parallel test files do not each compile the same rules (xslt3 needs about a minute on a cold
// cache; afterwards node_modules/.cache/einvoice has them).
import { peppolRulesDirectoryFromEnvironment } from '../standards-files.ts';
import { prepareEInvoiceRules } from '../validate-einvoice.ts';

export default async function compileRules(): Promise<void> {
  const peppolRulesDirectory = peppolRulesDirectoryFromEnvironment();
  if (!peppolRulesDirectory) {
    // The skipped tests carry this reason too, but the default reporter does not print it.
    console.log(
      'einvoice: PEPPOL_RULES_DIR is not set, so the Peppol BIS Billing 3.0 rule tests are skipped',
    );
  }
  await prepareEInvoiceRules({ peppolRulesDirectory, nlcius: true });
}
