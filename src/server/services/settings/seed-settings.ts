import type { Db } from '../../db/client';
import { employerSettings } from '../../db/schema/employer-settings';
import type { Env } from '../../env';
import { SEEDED_DEFAULT_FUND } from '../../../shared/super-funds/apra-funds';

/**
 * The first values of the employer's settings, from the environment (COMPANY_NAME, EMPLOYER_ABN,
 * TIME_ZONE) and Cbus as the default fund. Written once, on an install without settings; after
 * that only the owner changes them (decision 087).
 */
export async function seedEmployerSettings(
  db: Db,
  env: Pick<Env, 'COMPANY_NAME' | 'EMPLOYER_ABN' | 'TIME_ZONE'>,
): Promise<void> {
  await db
    .insert(employerSettings)
    .values({
      id: 1,
      legalName: env.COMPANY_NAME,
      abn: env.EMPLOYER_ABN ?? '',
      timeZone: env.TIME_ZONE,
      defaultFund: { kind: 'apra', ...SEEDED_DEFAULT_FUND },
    })
    .onConflictDoNothing();
}
