import { changeNames, describeChanges } from './application-changes';
import type { ApplicationSnapshot } from './application-snapshot';

/**
 * What changed between two submissions, as the hire's confirmation names it: '{task}: {change}'
 * lines in the words HR's email and the application PDF use (application-changes.ts), names
 * only, never values, since it goes out by email (DESIGN.md §3.16). The medical answers are the
 * hire's own: a change of them is named, never shown.
 */
export function diffApplications(before: ApplicationSnapshot, after: ApplicationSnapshot): string[] {
  return changeNames(describeChanges(before, after, { health: true }));
}
