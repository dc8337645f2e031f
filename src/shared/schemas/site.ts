import { z } from 'zod/mini';
import { DEFAULT_REQUIRED_LICENCES, REQUIRABLE_LICENCE_CODES } from '../licence-kinds';
import { optionalText, requiredText } from './fields';

// The employer's sites (issue 39 item 2, decision 089): a hire's Location is one of the active
// sites, and the site's state is the hire's work state (payroll tax, long service leave).

export { AU_STATES, AU_STATE_LABELS, type AuState } from '../au-states';
import { AU_STATES } from '../au-states';

export const SITE_NAME_MAX = 80;
export const SITE_ADDRESS_MAX = 200;

const siteName = requiredText('Site name is required', SITE_NAME_MAX);
const siteAddress = optionalText(SITE_ADDRESS_MAX);
const siteState = z.enum(AU_STATES, 'Please choose the state or territory');

export const REQUIRED_TICKET_UNKNOWN =
  'Choose each required ticket from the list (a union card cannot be required)';
/** The tickets a hire at the site must hold (issue 40 item 2): each kind once. */
const requiredLicences = z
  .array(z.enum(REQUIRABLE_LICENCE_CODES, REQUIRED_TICKET_UNKNOWN))
  .check(z.refine((codes) => new Set(codes).size === codes.length, 'Each required ticket once'));

/** POST /api/admin/sites (owner). */
export const siteSchema = z.object({
  name: siteName,
  address: siteAddress,
  state: siteState,
  active: z._default(z.boolean(), true),
  requiredLicences: z._default(requiredLicences, () => [...DEFAULT_REQUIRED_LICENCES]),
});
export type SiteInput = z.input<typeof siteSchema>;

/** PATCH /api/admin/sites/{id} (owner): any of the five. */
export const siteUpdateSchema = z.object({
  name: z.optional(siteName),
  address: z.optional(siteAddress),
  state: z.optional(siteState),
  active: z.optional(z.boolean()),
  requiredLicences: z.optional(requiredLicences),
});
export type SiteUpdate = z.output<typeof siteUpdateSchema>;

export const SITE_NOT_FOUND = 'Site not found';
export const SITE_NAME_TAKEN = 'A site with this name already exists';
/** A Location that is no active site: the spec's own message, as when Site/Factory were fixed. */
export const LOCATION_REQUIRED = 'Location is required';
