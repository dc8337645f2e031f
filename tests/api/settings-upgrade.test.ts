import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employerSettings } from '../../src/server/db/schema/employer-settings';
import { seedEmployerSettings } from '../../src/server/services/settings/seed-settings';
import { EXAMPLE_COMPANY } from '../../src/shared/setup-required';
import { createCompleteApplication } from '../fixtures/task-factories';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// Decision 087: an install upgraded to settings while already in use under its own COMPANY_NAME
// keeps inviting; a new install, or one still under the example company, runs the first-run setup.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ENV = {
  COMPANY_NAME: 'Harbour Civil Pty Ltd',
  EMPLOYER_ABN: '53004085616',
  TIME_ZONE: 'Australia/Perth',
};

/** Seeds as the first start of the version with settings would: on a database without the row. */
async function firstStartWithSettings(env: typeof ENV) {
  const db = t.deps.database.db;
  await db.delete(employerSettings);
  const seeded = await seedEmployerSettings(db, env);
  const [row] = await db.select().from(employerSettings);
  return { ...seeded, row: row! };
}

describe('settings on an upgraded install', () => {
  it('runs the first-run setup on an install with no hires, whatever COMPANY_NAME says', async () => {
    const { upgradedInUse, row } = await firstStartWithSettings(ENV);
    expect(upgradedInUse).toBe(false);
    expect(row.setupDoneAt).toBeNull();
    expect(row.legalName).toBe('Harbour Civil Pty Ltd');
  });

  it('counts an install in use under its own name as set up, from its environment', async () => {
    await createCompleteApplication(t.deps, { member: { email: 'earlier.hire@example.com' } });
    const { upgradedInUse, row } = await firstStartWithSettings(ENV);
    expect(upgradedInUse).toBe(true);
    expect(row.setupDoneAt).not.toBeNull();
    expect(row).toMatchObject({
      legalName: 'Harbour Civil Pty Ltd',
      abn: '53004085616',
      timeZone: 'Australia/Perth',
    });
  });

  it('keeps an install in use under the example company to the first-run setup', async () => {
    const { upgradedInUse, row } = await firstStartWithSettings({ ...ENV, COMPANY_NAME: EXAMPLE_COMPANY });
    expect(upgradedInUse).toBe(false);
    expect(row.setupDoneAt).toBeNull();
  });

  it('never touches settings already there', async () => {
    const db = t.deps.database.db;
    const again = await seedEmployerSettings(db, { ...ENV, COMPANY_NAME: 'Another Name Pty Ltd' });
    expect(again.upgradedInUse).toBe(false);
    const [row] = await db.select().from(employerSettings);
    expect(row!.legalName).toBe(EXAMPLE_COMPANY);
  });
});
