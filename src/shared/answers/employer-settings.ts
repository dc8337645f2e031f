import { z } from 'zod/mini';
import { timestamp } from '../schemas/answers';

const storedFund = z.union([
  z.object({ kind: z.literal('apra'), name: z.string(), abn: z.string(), usi: z.string() }),
  z.object({
    kind: z.literal('smsf'),
    name: z.string(),
    abn: z.string(),
    esa: z.string(),
    bsb: z.string(),
    accountNumber: z.string(),
    accountName: z.string(),
  }),
]);

/**
 * GET/PUT /api/admin/settings: the employer's settings as stored. Values seeded from the
 * environment may be blank (an ABN, the contact) until the owner's setup fills them in.
 */
export const employerSettingsAnswerSchema = z.object({
  legalName: z.string(),
  tradingName: z.string(),
  abn: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  timeZone: z.string(),
  defaultFund: storedFund,
  /** Fewer than 15 employees (Fair Work Act s 23). */
  smallBusinessEmployer: z.boolean(),
  /** The employer's privacy policy (https), or ''. */
  privacyPolicyUrl: z.string(),
  /** Whether hires are asked for a union card (issue 42 item 3; off by default). */
  askUnionMembership: z.boolean(),
  /** Where the logo is served (GET /api/logo?v=...), or null without one. */
  logoUrl: z.nullable(z.string()),
  setupDone: z.boolean(),
  updatedAt: timestamp,
});
export type EmployerSettingsAnswer = z.output<typeof employerSettingsAnswerSchema>;
