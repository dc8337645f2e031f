import { z } from 'zod/mini';
import { timestamp } from '../schemas/answers';
import { AU_STATES } from '../schemas/site';

/** A site as the admin API answers it. */
export const siteResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  state: z.enum(AU_STATES),
  active: z.boolean(),
  /** Current hires (an invitation or a member) whose Location is this site. */
  hireCount: z.number(),
  createdAt: timestamp,
});
export type Site = z.output<typeof siteResponseSchema>;
/** A site as the server hands it to the schema (its time a Date). */
export type SiteRecord = z.input<typeof siteResponseSchema>;

export const siteListSchema = z.array(siteResponseSchema);

/** GET /api/sites: the active sites a Location may name, for the position step and invitations. */
export const activeSiteSchema = z.object({ name: z.string(), state: z.enum(AU_STATES) });
export type ActiveSite = z.output<typeof activeSiteSchema>;
export const activeSiteListSchema = z.array(activeSiteSchema);
