import { z } from 'zod';
import { successSchema } from './common.ts';
import { USER_ROLES } from './permissions.ts';

// GET /api/demo (issue 26, decision 031): whether this install runs the demo, so the login page can say so. A
// demo install lists its demo logins (they are in the README); production never runs the demo and lists none.
export const demoLoginSchema = z.object({
  role: z.enum(USER_ROLES),
  email: z.string(),
  password: z.string(),
});

export const demoInfoResponseSchema = successSchema(
  z.object({
    demo: z.boolean(),
    logins: z.array(demoLoginSchema),
    /** Staff can read the e-mail outbox in the admin (issue 28): every install but production. */
    emailOutbox: z.boolean(),
  }),
);
export type DemoInfo = z.infer<typeof demoInfoResponseSchema>['data'];
