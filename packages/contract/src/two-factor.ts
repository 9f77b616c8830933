import { z } from 'zod';
import { sessionSchema } from './auth.ts';
import { successSchema } from './common.ts';

/** A 6-digit TOTP code or a backup code (xxxx-xxxx). */
export const twoFactorCodeSchema = z
  .string()
  .trim()
  .regex(/^(\d{6}|[A-Za-z0-9]{4}-?[A-Za-z0-9]{4})$/, {
    error: 'Voer een code van 6 cijfers of een back-upcode in',
  });
const code = twoFactorCodeSchema;

export const twoFactorStatusResponseSchema = successSchema(
  z.object({ enabled: z.boolean(), backupCodesRemaining: z.number().int() }),
);
export const twoFactorSetupResponseSchema = successSchema(
  z.object({ secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() }),
);
export const twoFactorEnableBodySchema = z.object({ code });
export const twoFactorBackupCodesResponseSchema = successSchema(
  z.object({ backupCodes: z.array(z.string()) }),
);
export const twoFactorVerifyBodySchema = z.object({ challengeToken: z.string().min(10).max(2000), code });
export const twoFactorVerifyResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: sessionSchema,
});
export const twoFactorDisableBodySchema = z.object({ password: z.string().min(1).max(200), code });
export const twoFactorRegenerateBodySchema = z.object({ code });
