import { z } from 'zod/mini';
import { LICENCE_KIND_CODES } from '../licence-kinds';

// The register of tickets and licences (issue 40 item 3): every current employee's, filtered.

export const REGISTER_MESSAGES = {
  expiringWithinDays: 'Please enter a number of days from 0 to 3650',
  kind: 'Please choose a kind of licence or ticket',
} as const;

/** GET /api/admin/licences and /api/admin/licences.csv: each filter optional. */
export const licenceRegisterQuerySchema = z.object({
  /** Those whose expiry falls within this many days from today, or has passed. */
  expiringWithinDays: z.optional(
    z.coerce
      .number(REGISTER_MESSAGES.expiringWithinDays)
      .check(
        z.int(REGISTER_MESSAGES.expiringWithinDays),
        z.gte(0, REGISTER_MESSAGES.expiringWithinDays),
        z.lte(3650, REGISTER_MESSAGES.expiringWithinDays),
      ),
  ),
  kind: z.optional(z.enum(LICENCE_KIND_CODES, REGISTER_MESSAGES.kind)),
  /** A site's name, as a hire's Location names it. */
  site: z.optional(z.string().check(z.maxLength(100))),
});
export type LicenceRegisterQuery = z.output<typeof licenceRegisterQuerySchema>;
