import { expect, type Page, test } from '@playwright/test';
import type { DeliveriesPage } from '../../src/shared/answers/deliveries';
import { expectToast, loginAsAdmin } from './helpers/admin';
import { uniqueEmail } from './helpers/new-hire';
import { acceptMail, refuseMail } from './helpers/refuse-mail';
import { submitApplicationViaApi } from './helpers/submit-application';

// One after the other: 'Retry all failed' would also retry the first test's failed email, which
// that test retries by hand.
test.describe.configure({ mode: 'default' });

/** Waits until the server has given up on the mail to `email` (the peer refused both tries). */
async function waitForFailedMail(page: Page, email: string) {
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/admin/deliveries?status=failed');
        const list = (await res.json()) as DeliveriesPage;
        return list.deliveries.some((d) => d.recipient === email);
      },
      // The e2e server's one job worker (PGlite) draws every spec's PDFs in turn, ahead of this
      // mail's two tries: under the other worker's load that takes longer than expect's 5 s.
      { message: `the delivery to ${email} failed`, timeout: 30_000 },
    )
    .toBe(true);
}

test('an admin sees the failed deliveries on the admin home, retries one in Deliveries, and it shows delivered', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = uniqueEmail(testInfo);
  // The new hire's mailbox is down once they have proven it: the confirmation email fails.
  await submitApplicationViaApi(baseURL!, 'Dana Delivery', email, { beforeSubmit: () => refuseMail(email) });
  await loginAsAdmin(page);
  await waitForFailedMail(page, email);

  // The admin home tells of the failures.
  await page.goto('/admin/policies');
  const notice = page.getByRole('region', { name: 'Failed deliveries' });
  await expect(notice).toContainText(/\d+ failed deliver(y|ies)/);
  await expect(notice.getByRole('link', { name: 'Review deliveries' })).toBeVisible();

  // Deliveries, from the admin navigation, by keyboard.
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('button', { name: 'Deliveries' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/deliveries$/);
  await expect(page.getByRole('heading', { name: 'Deliveries', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Failed', exact: true })).toBeVisible();
  await page.getByLabel('Status').selectOption('Failed');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Confirmation to the new hire');
  await expect(row).toContainText('Failed');
  await expect(row).toContainText('SMTP 550');
  await expect(row).toContainText('Dana Delivery');

  // The mailbox is back; Retry.
  acceptMail(email);
  await row.getByRole('button', { name: /^Retry/ }).focus();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Delivery Retried', `The delivery to ${email} is queued again.`);

  await page.getByLabel('Status').selectOption('All deliveries');
  await expect(row).toContainText('Delivered');
  await expect(row.getByRole('button', { name: /^Retry/ })).toHaveCount(0);
});

test("after an outage an admin retries every failed delivery of a kind with 'Retry all failed'", async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = uniqueEmail(testInfo);
  await submitApplicationViaApi(baseURL!, 'Rory Retry-All', email, { beforeSubmit: () => refuseMail(email) });
  await loginAsAdmin(page);
  await waitForFailedMail(page, email);
  acceptMail(email);

  await page.goto('/admin/deliveries');
  const form = page.getByRole('form', { name: 'Retry all failed deliveries' });
  await form.getByLabel('Kind').selectOption('submission.confirm-employee');
  await form.getByRole('button', { name: 'Retry all failed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Retry All Failed' });
  await expect(dialog).toContainText('(Confirmation to the new hire) will be sent again');
  await dialog.getByRole('button', { name: /^Retry \d+$/ }).click();
  await expectToast(page, 'Deliveries Retried', /\d+ failed deliver(y is|ies are) queued again\./);

  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Delivered', { timeout: 30_000 });
});
