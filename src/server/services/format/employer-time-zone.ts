import type { SettingsCache } from '../settings/settings-cache';

/**
 * The employer's time zone: every date the app shows or stores as a day is this zone's, and every
 * time names it (issue 35). Read through here alone: the owner's setting (seeded from TIME_ZONE,
 * decision 087), held in memory.
 */
export function employerTimeZone(deps: { settings: SettingsCache }): string {
  return deps.settings.current().timeZone;
}
