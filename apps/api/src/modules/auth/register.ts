import type { RegisterBody } from '@hostportaal/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { users } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { sendEmailVerification } from './email-verification.ts';
import { findUserByEmail } from './login.ts';
import { hashPassword } from './password.ts';

export async function register(ctx: AppContext, body: RegisterBody, ip?: string): Promise<void> {
  // Hashing first: a taken address costs as long to answer as a new one, so timing does not tell them apart.
  const passwordHash = await hashPassword(body.password);
  if (await findUserByEmail(ctx, body.email)) throw new AppError('EMAIL_TAKEN');
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: body.email,
        passwordHash,
        firstname: body.firstname,
        lastname: body.lastname,
        phone: body.phone || null,
        company: body.company || null,
        createdAt: now,
        updatedAt: now,
        passwordChangedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    // A concurrent registration with the same address won the race.
    if (!user) throw new AppError('EMAIL_TAKEN');
    await recordActivity(tx, {
      userId: user.id,
      type: 'registered',
      action: 'Account aangemaakt',
      description: 'Account aangemaakt via registratie',
      ip,
      now,
    });
    await sendEmailVerification(ctx, tx, user);
  });
  ctx.notifyOutbox();
}
