import { expect, request, test, type Page } from '@playwright/test';
import enDocuments from '../../src/shared/locales/en/documents.json' with { type: 'json' };
import viDocuments from '../../src/shared/locales/vi/documents.json' with { type: 'json' };
import arDocuments from '../../src/shared/locales/ar/documents.json' with { type: 'json' };
import viCommon from '../../src/shared/locales/vi/common.json' with { type: 'json' };
import arCommon from '../../src/shared/locales/ar/common.json' with { type: 'json' };
import viSignature from '../../src/shared/locales/vi/signature.json' with { type: 'json' };
import arSignature from '../../src/shared/locales/ar/signature.json' with { type: 'json' };
import { expectToast } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { e2eStaffFile } from './helpers/e2e-staff';
import { drawInitial, uniqueEmail } from './helpers/new-hire';
import { expectNoEnglish } from './helpers/no-english';
import { seedMember } from './helpers/seed-member';

// Issue 43 items 2 and 3 on the read-and-sign screens (decision 115): on a 360 px phone in
// Vietnamese, then Arabic (right to left), the workplace behaviour policy is read in its English
// (lang="en", what is signed) with HR's translation under it marked 'translation to help you
// read; the English is what you sign'; its 'Do you understand…' questions are the choice 'Yes, I
// understand' / 'No, I have a question for HR'; the policy is signed; no English outside what is
// marked English; axe finds nothing.

const TRANSLATIONS = {
  vi: {
    title: 'Chính sách hành vi nơi làm việc',
    content:
      '<h2>Chính sách hành vi nơi làm việc</h2><p>Mọi người phải đối xử với nhau một cách tôn trọng.</p>',
    questions: [
      { id: 'wb-q1', question: 'Bạn có hiểu cần báo cáo mối lo ngại về hành vi cho ai không?' },
      {
        id: 'wb-q2',
        question: 'Bạn có hiểu rằng không được đến nơi làm việc khi say rượu hoặc dùng ma túy không?',
      },
      { id: 'wb-q3', question: 'Bạn có muốn hỏi hoặc trao đổi điều gì về chính sách này không?' },
    ],
  },
  ar: {
    title: 'سياسة السلوك في مكان العمل',
    content: '<h2>سياسة السلوك في مكان العمل</h2><p>يجب أن يعامل الجميع بعضهم بعضًا باحترام.</p>',
    questions: [
      { id: 'wb-q1', question: 'هل تفهم لمن تبلغ عن مشكلة تتعلق بالسلوك في مكان العمل؟' },
      { id: 'wb-q2', question: 'هل تفهم أنه لا يجوز لك الحضور إلى العمل تحت تأثير الكحول أو المخدرات؟' },
      { id: 'wb-q3', question: 'هل هناك أي شيء تود أن تسأل عنه أو تناقشه معنا بشأن هذه السياسة؟' },
    ],
  },
};

/** HR writes the policy's translation into `language` (the editor's language tab calls the same route). */
async function translatePolicy(baseURL: string, language: 'vi' | 'ar') {
  const hr = await request.newContext({ baseURL, storageState: e2eStaffFile().ownerState });
  const list = await (await hr.get('/api/policy-documents')).json();
  const policy = list.documents.find(
    (d: { documentType: string; isActive: boolean }) =>
      d.documentType === 'workplace-behaviour' && d.isActive,
  );
  const saved = await hr.put(`/api/policy-documents/${policy.id}/translations/${language}`, {
    data: TRANSLATIONS[language],
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await hr.dispose();
}

/** Scrolls a document viewer to its end with the mouse wheel, as a reader does. */
async function readToEnd(page: Page, name: string) {
  const viewer = page.getByRole('region', { name });
  await viewer.hover();
  for (let i = 0; i < 60; i++) {
    if (await viewer.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 1)) return;
    await page.mouse.wheel(0, 600);
  }
}

const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

type Words = typeof viDocuments;

async function readAndSign(
  page: Page,
  language: 'vi' | 'ar',
  words: { documents: Words; note: string; pad: string },
) {
  const translation = TRANSLATIONS[language];
  const policy = words.documents.tasks['workplace-behaviour'];
  await page.goto('/policy-document');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { name: translation.title, level: 1 })).toBeVisible();

  // The English as it is signed, marked English, and HR's translation under it with the note.
  const viewer = page.getByRole('region', { name: translation.title });
  await expect(viewer.locator('[lang="en"]').first()).toContainText('Workplace Behaviour Policy');
  await expect(viewer.locator('[lang="en"]').first()).toHaveAttribute('dir', 'ltr');
  await expect(viewer).toContainText(words.note);
  await expect(viewer).toContainText(
    translation.content
      .replace(/<[^>]+>/g, ' ')
      .split('  ')[0]!
      .trim(),
  );

  await readToEnd(page, translation.title);
  await expectToast(page, words.documents.readToastTitle, undefined, { dismiss: false });

  // 'Do you understand…': the English question with its translation, answered by a plain choice.
  const reporting = page.getByRole('group', { name: /who to report a workplace behaviour concern/ });
  await expect(reporting.locator('legend [lang="en"]')).toContainText(
    'Do you understand who to report a workplace behaviour concern to? *',
  );
  await expect(reporting.locator('legend')).toContainText(translation.questions[0]!.question);
  await expect(reporting.locator('legend')).toContainText(words.note);
  await reporting.getByRole('radio', { name: words.documents.understand.yes }).check();
  const influence = page.getByRole('group', { name: /under the influence of alcohol or drugs/ });
  await influence.getByRole('radio', { name: words.documents.understand.no }).check();
  const question = influence.getByRole('textbox', { name: new RegExp(words.documents.understand.question) });
  await expect(question).toBeVisible();
  await question.fill(language === 'vi' ? 'Thuốc bác sĩ kê có được không?' : 'هل يشمل ذلك الأدوية الموصوفة؟');

  await page.getByRole('checkbox', { name: new RegExp(policy.agreementLabel) }).check();
  await expect(page.getByRole('checkbox', { name: new RegExp(policy.agreementLabel) })).toHaveAccessibleName(
    new RegExp(enDocuments.tasks['workplace-behaviour'].agreementLabel.replace(/\./g, '\\.')),
  );
  await drawInitial(page, page.getByRole('img', { name: words.pad }));
  await expect(page.getByText(words.documents.initialled)).toBeVisible();

  await expectNoEnglish(page, `the policy in ${language}`);
  expect(await noOverflow(page)).toBe(0);
  await expectNoAxeViolations(page, `the policy in ${language}`);

  await page.getByRole('button', { name: policy.submitLabel }).click();
  await expectToast(page, policy.successTitle, undefined, { dismiss: false });
  await expect(page).toHaveURL(/\/$/);
}

test.describe('in Vietnamese', () => {
  test.use({ locale: 'vi-VN', viewport: { width: 360, height: 740 } });

  test('the workplace behaviour policy: English with HR’s translation, a plain choice, signed', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.slow();
    await translatePolicy(baseURL!, 'vi');
    await seedMember(baseURL!, 'Lan Nguyen', uniqueEmail(testInfo), page.request);
    await readAndSign(page, 'vi', {
      documents: viDocuments,
      note: viCommon.legal.translationNote,
      pad: viSignature.pad.padLabel,
    });
  });
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar', viewport: { width: 360, height: 740 } });

  test('the workplace behaviour policy right to left, the English left to right in its own box', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.slow();
    await translatePolicy(baseURL!, 'ar');
    await seedMember(baseURL!, 'Omar Haddad', uniqueEmail(testInfo), page.request);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await readAndSign(page, 'ar', {
      documents: arDocuments,
      note: arCommon.legal.translationNote,
      pad: arSignature.pad.padLabel,
    });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
