import fs from 'node:fs';
import { request, type FullConfig } from '@playwright/test';
import { E2E_HR_INBOX } from './helpers/admin';
import { completeCompanySetup } from './helpers/company-setup';
import { addStaff, bootstrapOwner, type StaffCredentials } from './helpers/staff-sign-in';
import { E2E_STAFF_FILE, E2E_STAFF, type E2EStaff } from './helpers/e2e-staff';

/**
 * The shared e2e server as an employer runs it: the setup access code made the first owner, who
 * enrolled an authenticator app, signed in, and set a notification recipient. The owner's signed-in
 * browser state and every account's credentials go to E2E_STAFF_FILE: specs on this server act as
 * the owner (helpers/admin.ts loginAsAdmin), or sign in as a person of their own through the Admin
 * dialog (one account a spec, so no two sign in with the same authenticator code).
 */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]!.use.baseURL!;
  const api = await request.newContext({ baseURL });
  const owner = await bootstrapOwner(api, E2E_STAFF.owner);
  // The owner's first-run setup, with the seeded company and fund (issue 39): invitations open.
  await completeCompanySetup(api);
  const added = await api.post('/api/admin/notifications', { data: E2E_HR_INBOX });
  if (added.status() !== 201) throw new Error(`recipient: ${added.status()} ${await added.text()}`);
  const others: Record<string, StaffCredentials> = {};
  for (const [key, person] of Object.entries(E2E_STAFF)) {
    if (key !== 'owner') others[key] = await addStaff(api, person);
  }
  const staff = { ...others, owner } as E2EStaff;
  const state = await api.storageState();
  fs.writeFileSync(E2E_STAFF_FILE, JSON.stringify({ staff, ownerState: state }), { mode: 0o600 });
  await api.dispose();
}
