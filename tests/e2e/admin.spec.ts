import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  counter,
  expectToast,
  loginAsAdmin,
  loginAsFreshOwner,
  readCounter,
  VIEWPORTS,
} from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { seedMember } from './helpers/seed-member';

/** A per-run, per-viewport suffix: both viewports share one database. */
const stamp = (name: string) => `${Date.now()}-${name}`;

async function workbookText(path: string): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const cells: string[] = [];
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value)))),
  );
  return cells.join('\n');
}

async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

// These flows touch only rows they create, so each viewport runs in parallel with the other.
for (const { name, viewport } of VIEWPORTS) {
  test.describe(`admin on ${name}`, () => {
    test.use({ viewport });

    test('an admin creates a policy with two questions, edits it and deactivates it', async ({ page }) => {
      // An employer document's type, a different one per viewport.
      const type = name === 'desktop' ? 'Safety Policy' : 'IT Policy';
      const title = `E2E ${type} ${stamp(name)}`;
      await loginAsAdmin(page);

      await page.getByRole('button', { name: 'New Policy' }).click();
      await expect(page.getByRole('heading', { name: 'New Policy' })).toBeVisible();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expectToast(page, 'Missing Information', 'Please fill in all required fields');
      await expect(page.getByText('Title is required')).toBeVisible();

      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Document Type').selectOption({ label: type });
      await page.getByLabel('Version').fill('1.0');
      // The content is written with the editor's toolbar, then previewed as a new hire sees it.
      const content = page.getByRole('textbox', { name: 'Content' });
      await content.click();
      await page.getByRole('button', { name: 'Heading', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Heading', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // Pressing a tool keeps the caret in the editor, so typing goes into the new heading.
      await expect(content).toBeFocused();
      await content.pressSequentially('Safety');
      await content.press('Enter');
      await content.pressSequentially('Wear your ');
      await page.getByRole('button', { name: 'Bold' }).click();
      await content.pressSequentially('PPE');
      await page.getByRole('button', { name: 'Bold' }).click();
      await content.pressSequentially(' on site at all times.');
      await content.press('Enter');
      await page.getByRole('button', { name: 'Bulleted list' }).click();
      // The list is on before typing goes into it (a busy machine applies the click later).
      await expect(page.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await content.pressSequentially('Boots');
      await expect(content.getByRole('listitem')).toHaveText('Boots');
      await page.getByRole('button', { name: 'Preview', exact: true }).click();
      const previewPane = page.getByRole('region', { name: 'Preview as a new hire sees it' });
      await expect(previewPane.getByRole('heading', { name: 'Safety', exact: true })).toBeVisible();
      await expect(previewPane.locator('strong')).toHaveText('PPE');
      await expect(previewPane.getByRole('listitem')).toHaveText('Boots');
      await page.getByRole('button', { name: 'Add Question' }).click();
      await expect(page.getByLabel('Question 1')).toBeFocused();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expectToast(
        page,
        'Incomplete Questions',
        'Please fill in all question text or remove empty questions',
      );

      await page.getByLabel('Question 1').fill('Have you completed the site induction?');
      await page.getByLabel('Required').first().check();
      await page.getByRole('button', { name: 'Add Question' }).click();
      await page.getByLabel('Question 2').fill('Anything you would like to discuss?');
      // An active document of the employer's is every hire's task unless it names whom it is for
      // (decision 090): a position no hire of the other specs holds keeps it out of their lists.
      await page.getByLabel('Hires in these positions').check();
      await page.getByLabel('Positions', { exact: true }).fill(`Nobody ${stamp(name)}`);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expectToast(page, 'Policy Created');
      await expect(page.getByRole('heading', { name: 'New Policy' })).toBeHidden();

      const row = page.getByRole('row', { name: new RegExp(title) });
      await expect(row).toBeVisible();
      await expect(row.getByRole('cell').nth(1)).toHaveText(new RegExp(type));
      await expect(row.getByRole('cell').nth(2)).toHaveText(/1\.0/);
      await expect(row.getByRole('cell').nth(3)).toHaveText(/2/);
      await expect(row.getByText('Active', { exact: true })).toBeVisible();
      const preview = row.getByRole('link', { name: /^Preview/ });
      await expect(preview).toHaveAttribute('href', /^\/policy-document\?preview=[0-9a-f-]{36}$/);
      await expect(preview).toHaveAttribute('target', '_blank');
      // What the editor wrote survived the server's sanitizing: the read-and-sign viewer shows it.
      const reader = await page.context().newPage();
      await reader.goto((await preview.getAttribute('href'))!);
      const documentText = reader.getByRole('region', { name: new RegExp(title) });
      await expect(documentText.getByRole('heading', { name: 'Safety', exact: true })).toBeVisible();
      await expect(documentText.locator('strong')).toHaveText('PPE');
      await expect(documentText.getByRole('listitem')).toHaveText('Boots');
      await reader.close();

      // Editing keeps the type fixed and the questions in place.
      await row.getByRole('button', { name: /^Edit/ }).click();
      await expect(page.getByRole('heading', { name: 'Edit Policy' })).toBeVisible();
      await expect(page.getByLabel('Document Type')).toBeDisabled();
      await expect(page.getByLabel('Question 2')).toHaveValue('Anything you would like to discuss?');
      // Beside English (the document), a language tab holds HR's own translation (decision 115).
      await page.getByRole('tab', { name: 'Vietnamese (translation)' }).click();
      await page.getByLabel('Title in Vietnamese').fill('Chính sách an toàn');
      const translated = page.getByRole('textbox', { name: 'Content in Vietnamese' });
      await translated.click();
      await translated.pressSequentially('Luôn mang đồ bảo hộ tại công trường.');
      await page
        .getByLabel(/^Question 1: Have you completed the site induction/)
        .fill('Bạn đã dự buổi giới thiệu chưa?');
      await page.getByRole('button', { name: 'Save Translation' }).click();
      await expectToast(page, 'Translation Saved');
      await expect(page.getByRole('button', { name: 'Remove Translation' })).toBeVisible();
      await page.getByRole('tab', { name: 'English (the document)' }).click();
      await page.getByLabel('Version').fill('1.1');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expectToast(page, 'Policy Updated');
      await expect(row.getByRole('cell').nth(2)).toHaveText(/1\.1/);

      await row.getByRole('button', { name: /^Deactivate/ }).click();
      await expectToast(page, 'Policy Updated', 'is now inactive');
      await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
      await expect(row.getByRole('button', { name: /^Activate/ })).toBeVisible();
    });

    test('an admin sends a test PDF to an address', async ({ page }) => {
      await loginAsAdmin(page);
      // The test-email page is reached from the admin navigation, not only by its address.
      await page.getByRole('link', { name: 'Test email' }).click();
      await expect(page).toHaveURL(/\/test-email$/);
      const email = page.getByLabel('Email address');
      await expect(email).not.toHaveValue('');
      await email.fill('');
      await page.getByRole('button', { name: 'Send Test PDF' }).click();
      await expectToast(page, 'Error', 'Please enter an email address');

      await email.fill(`qa-${stamp(name)}@example.com`);
      await page.getByRole('button', { name: 'Send Test PDF' }).click();
      await expectToast(page, 'Success!', /Test email sent to qa-/);
    });
  });
}

// Recipient counters move only with these tests, so they run in order in one worker and the
// counters can be compared exactly.
test.describe('notification recipients', () => {
  test.describe.configure({ mode: 'default' });

  for (const { name, viewport } of VIEWPORTS) {
    test.describe(name, () => {
      test.use({ viewport });

      test(`an admin adds, edits, deactivates and deletes a recipient on ${name}`, async ({ page }) => {
        const id = stamp(name);
        const recipientName = `E2E Recipient ${id}`;
        const email = `recipient-${id}@example.com`;
        // Ticking health information is an owner action: a sign-in of minutes ago, not the run's.
        await loginAsFreshOwner(page, name === 'phone' ? 'recipientsOnPhone' : 'recipientsOnDesktop');
        await page.getByRole('button', { name: 'Notification Recipients' }).click();
        await expect(page.getByRole('heading', { name: 'Notification Recipients', level: 1 })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Notification Recipients' })).toBeDisabled();
        await expect(counter(page, 'Total')).toBeVisible();
        const total = await readCounter(page, 'Total');
        const active = await readCounter(page, 'Active');
        const inactive = await readCounter(page, 'Inactive');

        await page.getByRole('button', { name: 'Add Recipient' }).click();
        await expectToast(page, 'Validation Error', 'Please correct the errors in the form');
        await expect(page.getByLabel('Name')).toHaveAccessibleDescription('Name is required');
        await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
          'Please enter a valid email address',
        );

        await page.getByLabel('Name').fill(recipientName);
        await page.getByLabel('Email').fill(email);
        await page.getByRole('button', { name: 'Add Recipient' }).click();
        await expectToast(page, 'Recipient Added');
        const row = page.getByRole('row', { name: new RegExp(id) });
        await expect(row).toContainText(email);
        await expect(row.getByText('Active', { exact: true })).toBeVisible();
        // Health information is off unless ticked (issue 22).
        await expect(row).toContainText('Not sent');
        await expect(counter(page, 'Total')).toHaveText(String(total + 1));
        await expect(counter(page, 'Active')).toHaveText(String(active + 1));

        // The same address again is refused with the server's message.
        await page.getByLabel('Name').fill('Someone Else');
        await page.getByLabel('Email').fill(email.toUpperCase());
        await page.getByRole('button', { name: 'Add Recipient' }).click();
        await expectToast(page, 'Creation Failed', 'A recipient with this email already exists');
        await expect(counter(page, 'Total')).toHaveText(String(total + 1));

        await row.getByRole('button', { name: /^Edit/ }).click();
        await expect(page.getByRole('heading', { name: 'Edit Recipient' })).toBeVisible();
        await expect(page.getByLabel('Name')).toHaveValue(recipientName);
        const health = page.getByRole('checkbox', { name: /Receives health information/ });
        await expect(health).not.toBeChecked();
        await expect(health).toHaveAccessibleDescription(/Only people who need to know should get it/);
        await page.getByLabel('Name').fill(`${recipientName} Edited`);
        await health.check();
        await page.getByRole('button', { name: 'Save Changes' }).click();
        await expectToast(page, 'Recipient Updated');
        await expect(row).toContainText(`${recipientName} Edited`);
        await expect(row).toContainText('Receives it');
        await expect(page.getByRole('heading', { name: 'Add Recipient' })).toBeVisible();

        await row.getByRole('button', { name: /^Deactivate/ }).click();
        await expectToast(page, 'Recipient Updated', 'is now inactive');
        await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
        await expect(counter(page, 'Active')).toHaveText(String(active));
        await expect(counter(page, 'Inactive')).toHaveText(String(inactive + 1));

        await row.getByRole('button', { name: /^Delete/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Delete Recipient' });
        await expect(dialog).toContainText(
          'They will no longer receive onboarding notifications. This action cannot be undone.',
        );
        await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
        await expectToast(page, 'Recipient Deleted');
        await expect(row).toHaveCount(0);
        await expect(counter(page, 'Total')).toHaveText(String(total));
        await expect(counter(page, 'Inactive')).toHaveText(String(inactive));
      });
    });
  }
});

// Deleting approved records deletes every approved record, so these run in order in one
// worker; no other test downloads or approves, so those two counters are exact.
test.describe('data retention', () => {
  test.describe.configure({ mode: 'default' });

  for (const { name, viewport } of VIEWPORTS) {
    test.describe(name, () => {
      test.use({ viewport });

      test(`an admin marks a record downloaded, approves and deletes it on ${name}`, async ({
        page,
        baseURL,
      }) => {
        const id = stamp(name);
        const members = await Promise.all(
          ['One', 'Two', 'Three'].map((n) =>
            seedMember(baseURL!, `Retention ${n} ${id}`, `retention-${n.toLowerCase()}-${id}@example.com`),
          ),
        );
        const [target, ...others] = members as [(typeof members)[0], ...typeof members];

        await loginAsAdmin(page);
        await page.getByRole('button', { name: 'Data Retention' }).click();
        await expect(page.getByRole('heading', { name: 'Data Retention', level: 1 })).toBeVisible();
        await expect(counter(page, 'Pending Download')).toBeVisible();
        expect(await readCounter(page, 'Pending Download')).toBeGreaterThanOrEqual(3);
        const downloaded = await readCounter(page, 'Downloaded');
        const approved = await readCounter(page, 'Approved for Deletion');

        // Other workers add members too: the search keeps this run's three on the first page.
        await page.getByLabel('Search by name or email').fill(id);
        await expect(page.getByRole('navigation', { name: 'Team members pages' })).toContainText(
          'Showing 1–3 of 3',
        );
        const row = page.getByRole('row', { name: new RegExp(target.fullName) });
        await expect(row).toContainText(target.email);
        await expect(row).toContainText('Pending Download');
        await expect(row).toContainText('Not submitted');
        // Never an employee (HR has not approved): deletable any day, under the rule named (decision 108).
        await expect(row).toContainText('Deletable now');
        await expect(row).toContainText('Never an employee');
        await expect(row.getByRole('button', { name: /^Approve Deletion/ })).toHaveCount(0);

        // The export holds every member, ours included.
        const downloadEvent = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Download Excel' }).click();
        const download = await downloadEvent;
        expect(download.suggestedFilename()).toMatch(/^team_members_\d{4}-\d{2}-\d{2}\.xlsx$/);
        await expectToast(page, 'Excel Downloaded');
        expect(await workbookText(await download.path())).toContain(target.email);

        await row.getByRole('button', { name: /^Mark Downloaded/ }).click();
        const markDialog = page.getByRole('dialog', { name: 'Mark Downloaded' });
        await markDialog.getByLabel('Officer name').fill('   ');
        await markDialog.getByRole('button', { name: 'Confirm Download' }).click();
        await expect(markDialog.getByLabel('Officer name')).toHaveAccessibleDescription(
          'Please enter your name to confirm the download',
        );
        await markDialog.getByLabel('Officer name').fill('Olivia Officer');
        await markDialog.getByRole('button', { name: 'Confirm Download' }).click();
        await expectToast(
          page,
          'Status Updated',
          'Data marked as downloaded from the external records system',
        );
        await expect(markDialog).toBeHidden();
        await expect(row).toContainText('Data Downloaded');
        await expect(row).toContainText('Olivia Officer');
        await expect(counter(page, 'Downloaded')).toHaveText(String(downloaded + 1));
        await expect(row.getByRole('button', { name: /^Mark Downloaded/ })).toHaveCount(0);

        await row.getByRole('button', { name: /^Approve Deletion/ }).click();
        const approveDialog = page.getByRole('dialog', { name: 'Approve Deletion' });
        // The officer's name is remembered from the last action on this page.
        await expect(approveDialog.getByLabel('Officer name')).toHaveValue('Olivia Officer');
        await approveDialog.getByLabel('Officer name').fill('');
        await approveDialog.getByRole('button', { name: 'Approve Deletion' }).click();
        await expect(approveDialog.getByLabel('Officer name')).toHaveAccessibleDescription(
          'Please enter your name to approve deletion',
        );
        await approveDialog.getByLabel('Officer name').fill('Victor Verifier');
        await approveDialog.getByLabel('Notes').fill('Checked against the records system');
        // Never submitted, so not in the records system: the officer must hold the data another way.
        await expect(
          approveDialog.getByText('This member has no submission in the records system.'),
        ).toBeVisible();
        const tick = approveDialog.getByRole('checkbox', { name: 'I have this record’s data another way' });
        await approveDialog.getByRole('button', { name: 'Approve Deletion' }).click();
        await expect(approveDialog.getByRole('alert')).toHaveText(
          'Tick that you have the data another way, or wait for the delivery',
        );
        await expect(tick).toBeFocused();
        await expectNoAxeViolations(page, `Approve Deletion with its tick (${name})`);
        await tick.check();
        await approveDialog.getByRole('button', { name: 'Approve Deletion' }).click();
        await expectToast(page, 'Status Updated', 'Record approved for deletion');
        await expect(row).toContainText('Approved for Deletion');
        await expect(row).toContainText('Victor Verifier');
        await expect(row).toContainText('Notes: Checked against the records system');
        await expect(row).toContainText('Data held outside the records system');
        await expect(counter(page, 'Downloaded')).toHaveText(String(downloaded));
        await expect(counter(page, 'Approved for Deletion')).toHaveText(String(approved + 1));

        const n = approved + 1;
        const plural = (word: string) => (n === 1 ? word : `${word}s`);
        await page
          .getByRole('button', { name: `Delete ${n} Approved ${plural('Record')}`, exact: true })
          .click();
        const deleteDialog = page.getByRole('dialog', { name: 'Delete Approved Records' });
        await expect(deleteDialog.getByRole('button', { name: 'Delete Records' })).toBeVisible();
        await expectNoAxeViolations(page, `Delete Approved Records (${name})`);
        await deleteDialog.getByRole('button', { name: 'Delete Records' }).click();
        await expectToast(
          page,
          'Records Deleted',
          `Successfully deleted ${n} approved ${plural('record')} and associated files`,
        );
        await expect(row).toHaveCount(0);
        await expect(counter(page, 'Approved for Deletion')).toHaveText('0');
        await expect(page.getByRole('button', { name: /^Delete \d+ Approved Records?$/ })).toHaveCount(0);
        for (const other of others) {
          await expect(page.getByRole('row', { name: new RegExp(other.fullName) })).toContainText(
            'Pending Download',
          );
        }
      });
    });
  }

  test.describe('a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('an approval for deletion is withdrawn before the bulk delete, and the record is kept', async ({
      page,
      baseURL,
    }) => {
      const id = stamp('withdraw');
      const member = await seedMember(baseURL!, `Withdrawn ${id}`, `withdrawn-${id}@example.com`);
      await loginAsAdmin(page);
      await page.goto('/admin/data-retention');
      await page.getByLabel('Search by name or email').fill(id);
      await expect(page.getByRole('navigation', { name: 'Team members pages' })).toContainText(
        'Showing 1–1 of 1',
      );
      const row = page.getByRole('row', { name: new RegExp(member.fullName) });
      await row.getByRole('button', { name: /^Mark Downloaded/ }).click();
      const markDialog = page.getByRole('dialog', { name: 'Mark Downloaded' });
      await markDialog.getByLabel('Officer name').fill('Olivia Officer');
      await markDialog.getByRole('button', { name: 'Confirm Download' }).click();
      await expect(row).toContainText('Data Downloaded');
      const approved = await readCounter(page, 'Approved for Deletion');

      await row.getByRole('button', { name: /^Approve Deletion/ }).click();
      const approveDialog = page.getByRole('dialog', { name: 'Approve Deletion' });
      await approveDialog.getByLabel('Officer name').fill('Victor Verifier');
      await approveDialog.getByRole('checkbox', { name: 'I have this record’s data another way' }).check();
      await approveDialog.getByRole('button', { name: 'Approve Deletion' }).click();
      await expect(row).toContainText('Approved for Deletion');
      await expect(counter(page, 'Approved for Deletion')).toHaveText(String(approved + 1));

      // Changed minds: withdrawn before anyone presses the bulk delete.
      await row.getByRole('button', { name: `Withdraw Approval for ${member.fullName}` }).click();
      const withdrawDialog = page.getByRole('dialog', { name: 'Withdraw Approval' });
      await expect(withdrawDialog).toContainText(`${member.fullName}’s record will not be deleted.`);
      await expectNoAxeViolations(page, 'Withdraw Approval (360 px)');
      await withdrawDialog.getByRole('button', { name: 'Withdraw Approval' }).click();
      await expectToast(page, 'Status Updated', 'Approval for deletion withdrawn');
      await expect(withdrawDialog).toBeHidden();
      await expect(row).toContainText('Data Downloaded');
      await expect(row).not.toContainText('Victor Verifier');
      await expect(row.getByRole('button', { name: /^Approve Deletion/ })).toBeVisible();
      await expect(counter(page, 'Approved for Deletion')).toHaveText(String(approved));
      await expectNoAxeViolations(page, 'data retention after a withdrawal (360 px)');
    });
  });

  test('clearing all data needs the typed phrase before its button enables', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/admin/data-retention');
    const clear = page.getByRole('button', { name: 'Clear All Data' });
    const phrase = page.getByLabel('Type DELETE ALL DATA to confirm');
    await expect(clear).toBeDisabled();
    await phrase.fill('DELETE ALL');
    await expect(clear).toBeDisabled();
    await phrase.fill('DELETE ALL DATA');
    await expect(clear).toBeEnabled();
    // Not pressed: the other workers' data lives in the same database.
    await phrase.fill('');
    await expect(clear).toBeDisabled();
  });
});

test('every admin page fits a 360 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await loginAsAdmin(page);
  for (const [path, heading] of [
    ['/admin/policies', 'Policy Management'],
    ['/admin/data-retention', 'Data Retention'],
    ['/admin/notifications', 'Notification Recipients'],
    ['/admin/deliveries', 'Deliveries'],
    ['/admin/staff', 'Staff'],
    ['/admin/audit', 'Audit'],
    ['/admin/licences', 'Tickets & licences'],
    ['/test-email', 'Test Email'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    expect(await hasHorizontalScroll(page), path).toBe(false);
  }
});
