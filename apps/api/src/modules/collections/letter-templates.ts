import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { letterTemplates } from '../../db/schema/index.ts';
import {
  type DunningTemplate,
  type DunningTemplateKey,
  defaultDunningTemplates,
} from './dunning-templates.ts';

/** The template as admins worded it, or the built-in text. */
export async function findDunningTemplate(db: DbOrTx, key: DunningTemplateKey): Promise<DunningTemplate> {
  const builtIn = defaultDunningTemplates[key];
  const [custom] = await db.select().from(letterTemplates).where(eq(letterTemplates.key, key));
  return custom ? { ...builtIn, subject: custom.subject, body: custom.body } : builtIn;
}
