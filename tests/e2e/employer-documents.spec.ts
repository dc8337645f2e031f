import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { attachmentNames, mailAttachment, mailPlainText } from '../fixtures/delivery-peers';
import { mailsToNewestFirst } from '../fixtures/read-email-code';
import { expectToast } from './helpers/admin';
import { E2E_MAIL_DIR } from './helpers/email-code';
import { ownServerTest } from './helpers/own-server';
import { addStaff, bootstrapOwner, signInStaff } from './helpers/staff-sign-in';
import { completedHire } from './helpers/submitted-hire';

// Issue 39 items 2 and 4 (decisions 089, 090): the owner adds a Site Induction for one site and a
// Letter of Offer for everyone; a hire at that site has 8 tasks, a hire elsewhere 7; both sign on
// their phones and submit; an HR staff member countersigns the letter. Documents for everyone would reach every other spec's hires: a server
// of its own (helpers/own-server.ts).
const test = ownServerTest();

const stamp = Date.now();
const OWNER = { name: 'Orla Owner', email: `orla@docs-${stamp}.test` };
const HR = { name: 'Hugo Hr', email: `hugo@docs-${stamp}.test`, role: 'hr' } as const;
const AT_SITE = { name: 'Sam Site', email: `sam@docs-${stamp}.test` };
const AT_FACTORY = { name: 'Fay Factory', email: `fay@docs-${stamp}.test` };
const RECIPIENT = { name: 'Docs HR', email: `inbox@docs-${stamp}.test` };

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** HR's email about `name`'s submission, once it has arrived with its PDFs. */
async function hrEmailAbout(name: string): Promise<string> {
  let raw = '';
  await expect
    .poll(
      () => {
        for (const mail of mailsToNewestFirst(E2E_MAIL_DIR, RECIPIENT.email))
          if (mail.includes(`New onboarding application: ${name}`) && /application\/pdf/i.test(mail))
            raw = mail;
        return raw.length;
      },
      // Each PDF is drawn in a worker thread and the mail sent by the job queue.
      { message: `HR's email about ${name}`, timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  return raw;
}

/** Each records-system delivery written so far (no records URL: sealed local copies), by file. */
const opened = new Map<string, RecordsCopy>();
interface RecordsCopy {
  application?: { email: string; employerDocuments?: { title: string; version: string }[] };
  countersignature?: { email: string; title: string; pdf: { base64: string } };
}

/** The records-system copies, each opened once with the server's data key as an operator would. */
function recordsCopies(dataDir: string): RecordsCopy[] {
  const dir = path.join(dataDir, 'records');
  if (!fs.existsSync(dir)) return [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json.sealed'))) {
    if (opened.has(file)) continue;
    const text = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/open-sealed.ts', path.join(dir, file)],
      { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
    );
    opened.set(file, JSON.parse(text) as RecordsCopy);
  }
  return [...opened.values()];
}

async function readToEnd(page: Page, viewer: Locator) {
  await viewer.hover();
  for (let i = 0; i < 40; i++) {
    if (await viewer.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 1)) return;
    await page.mouse.wheel(0, 600);
  }
}

/** Opens a document's card on the home, reads it, answers, agrees and initials it. */
async function signOnScreen(page: Page, title: string, tick?: string) {
  await page.goto('/');
  await page.getByRole('button', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await readToEnd(page, page.getByRole('region', { name: title }));
  if (tick) await page.getByRole('checkbox', { name: tick }).check();
  await page.getByLabel('I have read and understood this document and agree to it.').check();
  await page.getByRole('button', { name: 'Type initials instead' }).click();
  await page.getByLabel('Type your initials').fill('SS');
  await page.getByRole('button', { name: 'Sign Document' }).click();
  await expectToast(page, 'Document Signed');
}

/** Opens a document's screen from the home. */
async function openOnScreen(page: Page, title: string) {
  await page.goto('/');
  await page.getByRole('button', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
}

const taskCards = (page: Page) => page.getByRole('region', { name: 'Your tasks' }).getByRole('listitem');

test('the owner adds a site induction for one site and a letter of offer; each hire signs what applies to them and submits; HR countersigns the letter', async ({
  page,
  browser,
  baseURL,
  ownServer,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await test.step('the owner adds a Site Induction for the site Site on Policy Management', async () => {
    await bootstrapOwner(page.request, OWNER);
    const recipient = await page.request.post('/api/admin/notifications', {
      data: { ...RECIPIENT, receivesHealthInformation: false },
    });
    expect(recipient.status(), await recipient.text()).toBe(201);
    await page.goto('/admin/policies');
    await page.getByRole('button', { name: 'New Policy' }).click();
    await page.getByLabel('Title').fill('Site Induction - Site');
    await page.getByLabel('Document Type').selectOption('site-induction');
    await page.getByLabel('Version').fill('1.0');
    await page.locator('[contenteditable="true"]').fill('Wear your hard hat and boots at all times.');
    await page.getByRole('button', { name: 'Add Question' }).click();
    await page.getByLabel('Question 1').fill('I have my own PPE');
    await page.getByLabel('Required').check();
    await page.getByLabel('Answered').selectOption('yes-no');
    await page.getByLabel('Hires at these sites').check();
    await page.getByRole('checkbox', { name: 'Site (New South Wales)' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Policy Created');
    const letter = await page.request.post('/api/policy-documents', {
      data: {
        title: 'Letter of Offer',
        content: '<p>We are pleased to offer you the position.</p>',
        documentType: 'letter-of-offer',
        version: '1.0',
        needsCountersignature: true,
      },
    });
    expect(letter.status(), await letter.text()).toBe(201);
    await page.reload();
    const row = page.getByRole('row', { name: /Site Induction - Site/ });
    await expect(row.getByText('Sites: Site (0 current hires)')).toBeVisible();
  });

  const siteHire = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const hire = await siteHire.newPage();
  await test.step('the hire at the site has 8 tasks, signs both documents on the phone and submits', async () => {
    await completedHire(hire, baseURL!, AT_SITE.name, AT_SITE.email);
    await hire.goto('/');
    await expect(taskCards(hire)).toHaveCount(8);
    await signOnScreen(hire, 'Site Induction - Site', 'I have my own PPE *');
    await signOnScreen(hire, 'Letter of Offer');
    await hire.goto('/');
    // A completed document's card is viewed as the built-in ones': the version, answers and time.
    await hire.getByRole('button', { name: 'View Site Induction - Site' }).click();
    const view = hire.getByRole('dialog', { name: 'Site Induction - Site' });
    await expect(view.getByText('1. I have my own PPE')).toBeVisible();
    await expect(view.getByText('Yes', { exact: true })).toBeVisible();
    await expect(view.getByText('1.0', { exact: true })).toBeVisible();
    await expect(view.getByText(/^Signed on .+, on this computer$/)).toBeVisible();
    await expect(view.getByRole('img', { name: 'Your initial' })).toBeVisible();
    await view.getByRole('button', { name: 'Close' }).click();
    await hire.getByRole('button', { name: 'Submit Your Application' }).click();
    await expect(hire.getByRole('button', { name: 'APPLICATION SUBMITTED!' })).toBeVisible();
  });

  await test.step("HR (added by the owner) countersigns the letter on the application's page; the hire can download it", async () => {
    const hr = await addStaff(page.request, HR);
    const hrContext = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
    await signInStaff(hrContext.request, hr);
    const desk = await hrContext.newPage();
    const list = await desk.request.get(
      `/api/admin/applications?search=${encodeURIComponent(AT_SITE.email)}`,
    );
    const { applications } = (await list.json()) as { applications: { id: string }[] };
    await desk.goto(`/admin/application?id=${applications[0]!.id}`);
    const letter = desk.getByRole('region', { name: 'Letter of Offer' });
    await letter.getByRole('button', { name: 'Type initials instead' }).click();
    await letter.getByLabel('Type your initials').fill('HH');
    await letter.getByRole('button', { name: 'Countersign' }).click();
    await expectToast(desk, 'Countersigned');
    await expect(letter.getByText(`Countersigned by ${HR.name} <${HR.email}>`)).toBeVisible();
    await hrContext.close();
    await openOnScreen(hire, 'Letter of Offer');
    await expect(hire.getByRole('link', { name: 'Download the countersigned PDF' })).toBeVisible();
    await siteHire.close();
  });

  await test.step('the countersigned letter reaches HR by email and the records system (decision 100)', async () => {
    const subject = `Countersigned Letter of Offer: ${AT_SITE.name}`;
    let raw = '';
    await expect
      .poll(
        () =>
          (raw =
            [...mailsToNewestFirst(E2E_MAIL_DIR, RECIPIENT.email)].find((m) => m.includes(subject)) ?? ''),
        {
          message: "HR's email with the countersigned letter",
          timeout: 60_000,
        },
      )
      .not.toBe('');
    const countersigned = await pdfText(mailAttachment(raw, 'letter-of-offer-sam-site-countersigned.pdf')!);
    expect(countersigned).toContain('Countersigned by the employer');
    expect(countersigned).toContain(HR.name);
    let copy: RecordsCopy['countersignature'];
    await expect
      .poll(
        () =>
          (copy = recordsCopies(ownServer.dataDir).find(
            (c) => c.countersignature?.email === AT_SITE.email,
          )?.countersignature)?.title,
        { message: "the records system's copy of the countersignature", timeout: 60_000 },
      )
      .toBe('Letter of Offer');
    expect(await pdfText(Buffer.from(copy!.pdf.base64, 'base64'))).toContain('Countersigned by the employer');
  });

  await test.step('the hire at the factory has 7 tasks: the letter, not the induction', async () => {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const hire = await context.newPage();
    await completedHire(hire, baseURL!, AT_FACTORY.name, AT_FACTORY.email, {
      fields: { location: 'Factory' },
    });
    await hire.goto('/');
    await expect(taskCards(hire)).toHaveCount(7);
    await expect(hire.getByRole('button', { name: 'Site Induction - Site', exact: true })).toHaveCount(0);
    await signOnScreen(hire, 'Letter of Offer');
    await hire.goto('/');
    await hire.getByRole('button', { name: 'Submit Your Application' }).click();
    await expect(hire.getByRole('button', { name: 'APPLICATION SUBMITTED!' })).toBeVisible();
    await context.close();
  });

  await test.step("HR's email and the records JSON carry both documents for the hire at the site, the letter alone for the other", async () => {
    const raw = await hrEmailAbout(AT_SITE.name);
    const names = attachmentNames(raw);
    const induction = names.find((n) => n.startsWith('site-induction-site-'));
    const letter = names.find((n) => n.startsWith('letter-of-offer-'));
    expect(induction, names.join(', ')).toBeDefined();
    expect(letter, names.join(', ')).toBeDefined();
    const inductionText = await pdfText(mailAttachment(raw, induction!)!);
    expect(inductionText).toContain('Wear your hard hat and boots at all times.');
    expect(inductionText).toContain('I have my own PPE');
    expect(inductionText).toContain(AT_SITE.name);
    expect(await pdfText(mailAttachment(raw, letter!)!)).toContain(
      'We are pleased to offer you the position.',
    );
    const application = await pdfText(
      mailAttachment(
        raw,
        names.find((n) => n.startsWith('application-'))!,
      )!,
    );
    expect(application).toContain('Site Induction - Site (version 1.0)');
    expect(application).toContain('Letter of Offer (version 1.0)');
    // The email's text names the documents whose signed PDFs are attached.
    expect(mailPlainText(raw)).toContain(
      "Also attached, each with its signing evidence: 'Site Induction - Site' (version 1.0), 'Letter of Offer' (version 1.0).",
    );

    const titles = (email: string) =>
      (
        recordsCopies(ownServer.dataDir).find((c) => c.application?.email === email)?.application
          ?.employerDocuments ?? []
      ).map((d) => `${d.title} ${d.version}`);
    await expect
      .poll(() => titles(AT_SITE.email), {
        message: 'the records JSON of the hire at the site',
        timeout: 60_000,
      })
      .toEqual(['Site Induction - Site 1.0', 'Letter of Offer 1.0']);
    await expect
      .poll(() => titles(AT_FACTORY.email), {
        message: 'the records JSON of the hire at the factory',
        timeout: 60_000,
      })
      .toEqual(['Letter of Offer 1.0']);
  });

  await test.step('the policies list counts each document’s current hires', async () => {
    await page.goto('/admin/policies');
    await expect(
      page.getByRole('row', { name: /Site Induction - Site/ }).getByText('Sites: Site (1 current hire)'),
    ).toBeVisible();
    await expect(
      page.getByRole('row', { name: /Letter of Offer/ }).getByText('Everyone (2 current hires)'),
    ).toBeVisible();
  });
});
