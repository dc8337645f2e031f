import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { employerSettings } from '../../db/schema/employer-settings';
import { teamMembers } from '../../db/schema/team-members';
import type { Env } from '../../env';
import { EXAMPLE_COMPANY } from '../../../shared/setup-required';
import { SEEDED_DEFAULT_FUND } from '../../../shared/super-funds/apra-funds';

/**
 * The first values of the employer's settings, from the environment (COMPANY_NAME, EMPLOYER_ABN,
 * TIME_ZONE) and Cbus as the default fund. Written once, on an install without settings; after
 * that only the owner changes them (decision 087).
 *
 * An install upgraded from before settings existed, already in use (hires on record) under its
 * own COMPANY_NAME, counts as set up: its invitations keep going out under the name it has always
 * used, and the owner reviews the rest at Settings. A new install, or one still under the example
 * company, runs the first-run setup. Answers whether it was such an upgrade.
 */
export async function seedEmployerSettings(
  db: Db,
  env: Pick<Env, 'COMPANY_NAME' | 'EMPLOYER_ABN' | 'TIME_ZONE'>,
): Promise<{ upgradedInUse: boolean }> {
  const inUse =
    env.COMPANY_NAME !== EXAMPLE_COMPANY &&
    ((await db.select({ id: applications.id }).from(applications).limit(1)).length > 0 ||
      (await db.select({ id: teamMembers.id }).from(teamMembers).limit(1)).length > 0);
  const inserted = await db
    .insert(employerSettings)
    .values({
      id: 1,
      legalName: env.COMPANY_NAME,
      abn: env.EMPLOYER_ABN ?? '',
      timeZone: env.TIME_ZONE,
      defaultFund: { kind: 'apra', ...SEEDED_DEFAULT_FUND },
      setupDoneAt: inUse ? sql`now()` : null,
    })
    .onConflictDoNothing()
    .returning({ id: employerSettings.id });
  return { upgradedInUse: inUse && inserted.length === 1 };
}
