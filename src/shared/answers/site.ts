import { z } from 'zod/mini';
import { timestamp } from '../schemas/answers';
import { AU_STATES } from '../au-states';

/** A site as the admin API answers it. */
export const siteResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  state: z.enum(AU_STATES),
  active: z.boolean(),
  /** The tickets a hire at this site must hold: licence kind codes (issue 40 item 2). */
  requiredLicences: z.array(z.string()),
  /** Current hires (an invitation or a member) whose Location is this site. */
  hireCount: z.number(),
  createdAt: timestamp,
});
export type Site = z.output<typeof siteResponseSchema>;
/** A site as the server hands it to the schema (its time a Date). */
export type SiteRecord = z.input<typeof siteResponseSchema>;

export const siteListSchema = z.array(siteResponseSchema);

/** GET /api/sites: the active sites a Location may name, for the position step and invitations. */
export const activeSiteSchema = z.object({
  name: z.string(),
  state: z.enum(AU_STATES),
  /** The tickets a hire at the site must hold (issue 40 item 2): the confirmation step names those missing. */
  requiredLicences: z.array(z.string()),
});
export type ActiveSite = z.output<typeof activeSiteSchema>;
export const activeSiteListSchema = z.array(activeSiteSchema);
