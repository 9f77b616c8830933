import { z } from 'zod';
import { successSchema } from './common.ts';

export const companySchema = z.object({
  name: z.string(),
  street: z.string(),
  houseNumber: z.string(),
  zipcode: z.string(),
  city: z.string(),
  country: z.string(),
  kvkNumber: z.string(),
  vatId: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  website: z.string().nullable(),
  supportHours: z.string().nullable(),
});
export type Company = z.infer<typeof companySchema>;
export const companyResponseSchema = successSchema(companySchema);
