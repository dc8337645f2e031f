import { expect, type APIRequestContext } from '@playwright/test';
import type { EmployerSettingsAnswer } from '../../../src/shared/answers/employer-settings';

/**
 * The owner's first-run setup through the API (issue 39), keeping the seeded company, time zone
 * and default fund: `api` is signed in as the owner. Invitations go out from then on.
 */
export async function completeCompanySetup(api: APIRequestContext): Promise<void> {
  const seeded = (await (await api.get('/api/admin/settings')).json()) as EmployerSettingsAnswer;
  const setUp = await api.put('/api/admin/settings', {
    data: {
      legalName: seeded.legalName,
      abn: '53 004 085 616',
      address: '1 Example Street, Parramatta NSW 2150',
      phone: '(02) 9726 1234',
      email: 'office@example.com',
      timeZone: seeded.timeZone,
      defaultFund: seeded.defaultFund,
    },
  });
  expect(setUp.status(), await setUp.text()).toBe(200);
}
