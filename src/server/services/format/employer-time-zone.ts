import type { Env } from '../../env';

/**
 * The employer's time zone: every date the app shows or stores as a day is this zone's, and every
 * time names it (issue 35). Read through here alone: it is TIME_ZONE today, an owner's setting
 * later.
 */
export function employerTimeZone(deps: { env: Pick<Env, 'TIME_ZONE'> }): string {
  return deps.env.TIME_ZONE;
}
