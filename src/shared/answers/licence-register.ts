import { z } from 'zod/mini';

/** One licence in the register: whose it is, where they work, and when it expires. */
export const registerLicenceSchema = z.object({
  licenceId: z.string(),
  memberId: z.string(),
  fullName: z.string(),
  email: z.string(),
  position: z.string(),
  site: z.string(),
  kind: z.string(),
  label: z.string(),
  number: z.string(),
  licenceClass: z.string(),
  issuer: z.string(),
  issueDate: z.string(),
  expiryDate: z.string(),
  /** Days from today (the employer's) to the expiry: negative once expired; null when it has none. */
  daysToExpiry: z.nullable(z.number()),
  frontFileId: z.nullable(z.string()),
  backFileId: z.nullable(z.string()),
});
export type RegisterLicence = z.output<typeof registerLicenceSchema>;

/** GET /api/admin/licences. */
export const licenceRegisterSchema = z.object({
  licences: z.array(registerLicenceSchema),
  /** Today in the employer's time zone ('YYYY-MM-DD'), from which the days are counted. */
  today: z.string(),
});
export type LicenceRegister = z.output<typeof licenceRegisterSchema>;
