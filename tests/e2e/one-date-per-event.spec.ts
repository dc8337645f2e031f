import { expect, test } from '@playwright/test';
import { mailsToNewestFirst } from '../fixtures/read-email-code';
import { loginAsAdmin } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { E2E_MAIL_DIR } from './helpers/email-code';
import { welcomeHeading } from './helpers/welcome';

// Issue 35 items 8 and 10 on HR's application page, read by someone whose browser is on UTC (a
// laptop set up abroad, a container) while the employer is in Sydney (the default TIME_ZONE):
// the invitation's expiry reads as its email says it, naming the zone; the planned start date is
// dd/mm/yyyy like every other date; once the hire has opened the link, the page says so (when)
// instead of an expiry that no longer matters.
test.use({ timezoneId: 'UTC' });

/** The newest message to `email` matching `pattern`, as a mail app shows it. */
async function mailTo(email: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => {
      for (const raw of mailsToNewestFirst(E2E_MAIL_DIR, email)) {
        const text = raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        if (pattern.test(text)) return (found = text);
      }
      return undefined;
    })
    .toBeDefined();
  return found!;
}

test("HR's application page gives the invitation's times in the employer's zone, the start date as dd/mm/yyyy, and when the link was opened", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = `zoe.zone.${Date.now()}@one-date-e2e.test`;
  await loginAsAdmin(page);
  const sent = await page.request.post('/api/admin/invitations', {
    data: {
      email,
      fullName: 'Zoe Zone',
      mobile: '0412 345 678',
      position: 'Carpenter',
      department: 'Construction',
      location: 'Site',
      plannedStartDate: '2026-12-07',
      basisOfPayment: 'casual',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { invitation } = (await sent.json()) as { invitation: { applicationId: string } };

  const text = await mailTo(email, /your onboarding invitation/);
  const until = /The link works once, until ([^.]+)\./.exec(text)?.[1];
  expect(until).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2}:\d{2} [ap]m AE[DS]T$/);
  const link = /https?:\/\/\S+\/invite#[A-Za-z0-9_-]+/.exec(text)![0];

  await page.goto(`/admin/application?id=${encodeURIComponent(invitation.applicationId)}`);
  await expect(page.getByRole('heading', { name: 'Zoe Zone' })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: /^Link expires$/ })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: until! })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^07\/12\/2026$/ })).toBeVisible();
  await expect(page.getByText('2026-12-07')).toHaveCount(0);
  await expectNoAxeViolations(page, "HR's application page of an invited hire");

  // The hire opens the link in a browser of their own.
  const hireContext = await browser.newContext({ baseURL });
  const hire = await hireContext.newPage();
  await hire.goto(new URL(link).pathname + new URL(link).hash);
  // New to this browser: the welcome before the first step (issue 43 item 3).
  await expect(hire).toHaveURL(/\/welcome$/);
  await expect(welcomeHeading(hire)).toBeVisible();
  await hireContext.close();

  await page.reload();
  await expect(page.getByRole('term').filter({ hasText: /^Link opened$/ })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: /^Link expires$/ })).toHaveCount(0);
  await expect(page.getByRole('definition').filter({ hasText: until! })).toHaveCount(0);
  await expect(
    page
      .getByRole('definition')
      .filter({ hasText: /^\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2}:\d{2} [ap]m AE[DS]T$/ }),
  ).not.toHaveCount(0);
});
