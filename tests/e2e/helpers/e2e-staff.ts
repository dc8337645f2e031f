import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { StaffCredentials } from './staff-sign-in';

/** The staff of the shared e2e server (global-setup.ts enrols them). */
export const E2E_STAFF = {
  owner: { name: 'Olive Owner', email: 'olive.owner@e2e.test', role: 'owner' },
  /** Signs in through the Admin dialog on a hire's tablet (shared-tablet.spec.ts). */
  tablet: { name: 'Sam Supervisor', email: 'sam.supervisor@e2e.test', role: 'hr' },
  /** Signs in through the Admin dialog after a wrong code (ui-polish.spec.ts). */
  deniedFirst: { name: 'Dana Denied', email: 'dana.denied@e2e.test', role: 'hr' },
  /** Signs in through the Admin dialog and opens the sections (task-home.spec.ts). */
  dialog: { name: 'Dee Dialog', email: 'dee.dialog@e2e.test', role: 'owner' },
  /**
   * Owners who sign in just before an owner action (a recipient of health information), which
   * asks for the factors again once a sign-in is 10 minutes old (decision 037): admin.spec.ts.
   */
  recipientsOnDesktop: { name: 'Rae Recipients', email: 'rae.recipients@e2e.test', role: 'owner' },
  recipientsOnPhone: { name: 'Rex Recipients', email: 'rex.recipients@e2e.test', role: 'owner' },
  /** HR keeping an employee's file: the start and end dates (employee-file.spec.ts). */
  employeeFile: { name: 'Hollis Hr', email: 'hollis.hr@e2e.test', role: 'hr' },
} as const satisfies Record<string, Omit<StaffCredentials, 'secret' | 'password'>>;

export type E2EStaff = Record<keyof typeof E2E_STAFF, StaffCredentials>;

/** Where global-setup.ts leaves the staff's credentials and the owner's signed-in cookies. */
export const E2E_STAFF_FILE = path.join(os.tmpdir(), `onboarding-e2e-${process.env.E2E_PORT}-staff.json`);

interface StaffFile {
  staff: E2EStaff;
  /** The owner's signed-in browser state, as `browser.newContext({ storageState })` takes it. */
  ownerState: Awaited<ReturnType<APIRequestContext['storageState']>>;
}

let cached: StaffFile | undefined;
export const e2eStaffFile = (): StaffFile =>
  (cached ??= JSON.parse(fs.readFileSync(E2E_STAFF_FILE, 'utf8')) as StaffFile);
