import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/server/db/schema/applications';
import { submissionRecords } from '../../src/server/db/schema/submission-records';
import { drawnPdf } from '../../src/server/services/pdf-files/pdf-files';
import type { EmployerSettingsAnswer } from '../../src/shared/answers/employer-settings';
import type { ConfigAnswer } from '../../src/shared/schemas/answers';
import { SETTINGS_MESSAGES } from '../../src/shared/schemas/employer-settings';
import { createCompleteApplication } from '../fixtures/task-factories';
import {
  adminCookie,
  createTestApp,
  employeeCookie,
  proveEmailCode,
  type TestApp,
} from '../fixtures/test-app';

// Issue 42 item 4, decision 106: the APP 5 collection notice. The employer's privacy policy link
// is a setting (https only); the hire's screen reads the employer's contact from /api/config; the
// application keeps when the hire went on from Basic Information; the application PDF prints it.

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await adminCookie(t.app);
});
afterAll(() => t.close());

const SETTINGS = {
  legalName: 'Harbour Civil Pty Ltd',
  tradingName: 'Harbour Civil',
  abn: '53 004 085 616',
  address: '12 Wharf Road, Newcastle NSW 2300',
  phone: '(02) 4926 1234',
  email: 'privacy@harbourcivil.example',
  timeZone: 'Australia/Sydney',
  defaultFund: { kind: 'apra', name: 'AustralianSuper', abn: '65 714 394 898', usi: 'STA0100AU' },
};
const POLICY = 'https://harbourcivil.example/privacy';

const putSettings = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings', payload, headers: { cookie: owner } });
const noticeShownAt = async (email: string) => {
  const [row] = await t.deps.database.db
    .select({ at: applications.collectionNoticeShownAt })
    .from(applications)
    .where(eq(applications.email, email));
  return row?.at ?? null;
};

describe("the employer's privacy policy link", () => {
  it.each(['http://harbourcivil.example/privacy', 'javascript:alert(1)', 'harbourcivil.example/privacy'])(
    'refuses %s, naming the field',
    async (privacyPolicyUrl) => {
      const res = await putSettings({ ...SETTINGS, privacyPolicyUrl });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ privacyPolicyUrl: SETTINGS_MESSAGES.privacyPolicyUrl });
    },
  );

  it('keeps an https link, and a hire reads it with the contact the notice names', async () => {
    const res = await putSettings({ ...SETTINGS, privacyPolicyUrl: ` ${POLICY} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<EmployerSettingsAnswer>().privacyPolicyUrl).toBe(POLICY);
    const config = (await t.app.inject('/api/config')).json<ConfigAnswer>();
    expect(config.privacyPolicyUrl).toBe(POLICY);
    expect(config.contact).toEqual({
      email: 'privacy@harbourcivil.example',
      phone: '(02) 4926 1234',
      address: '12 Wharf Road, Newcastle NSW 2300',
    });
  });

  it('is optional: left out, the settings save without one', async () => {
    const res = await putSettings(SETTINGS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<EmployerSettingsAnswer>().privacyPolicyUrl).toBe('');
    expect((await putSettings({ ...SETTINGS, privacyPolicyUrl: POLICY })).statusCode).toBe(200);
  });
});

describe('when the notice was shown', () => {
  it("is kept from Basic Information's Next, when the code proves the hire's email", async () => {
    const email = 'walk.in@example.com';
    const before = Date.now();
    await proveEmailCode(t.app, email);
    const at = await noticeShownAt(email);
    expect(at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('is not claimed for a proof from elsewhere (continuing on another device)', async () => {
    const email = 'other.device@example.com';
    await proveEmailCode(t.app, email, undefined, []);
    expect(await noticeShownAt(email)).toBeNull();
  });

  it("is kept from a proven hire's Next on Basic Information, and the first time stays", async () => {
    const email = 'invited.hire@example.com';
    const cookie = await proveEmailCode(t.app, email, undefined, []);
    const basicInfo = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/me/drafts/basic-info',
        headers: { cookie },
        payload: {
          fullName: 'Ivy Invited',
          email,
          mobile: '0412 345 678',
          gender: 'Female',
          dateOfBirth: '1990-04-01',
        },
      });
    expect((await basicInfo()).statusCode).toBe(200);
    const first = await noticeShownAt(email);
    expect(first).not.toBeNull();
    await t.deps.database.db
      .update(applications)
      .set({ collectionNoticeShownAt: new Date('2026-01-02T03:04:05Z') })
      .where(eq(applications.email, email));
    expect((await basicInfo()).statusCode).toBe(200);
    expect(await noticeShownAt(email)).toEqual(new Date('2026-01-02T03:04:05Z'));
  });
});

describe('the application PDF', () => {
  it('prints the notice in the words the hire was shown, and when they went on from it', async () => {
    const email = 'pia.pdf@example.com';
    await createCompleteApplication(t.deps, { member: { email, fullName: 'Pia Pdf' } });
    const cookie = await employeeCookie(t.app, email);
    await t.deps.database.db
      .update(applications)
      .set({ collectionNoticeShownAt: new Date('2026-11-20T23:30:00Z') })
      .where(eq(applications.email, email));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/submit-application/${encodeURIComponent(email)}`,
      headers: { cookie },
      payload: { isResubmission: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [record] = await t.deps.database.db
      .select()
      .from(submissionRecords)
      .where(eq(submissionRecords.id, res.json().submissionId as string));
    const file = await drawnPdf(t.deps, record!.pdfFileId!);
    const pdf = new Uint8Array(t.deps.cipher.openBytes(file!.bytes));
    const text = (await extractText(await getDocumentProxy(pdf), { mergePages: true })).text.replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain('Collection Notice: Your personal information');
    // 21 November 2026 10:30 am in Sydney (daylight time), the employer's zone.
    expect(text).toMatch(/Went on from it 21\/11\/2026,? 10:30:00 am AEDT/);
    expect(text).toContain(
      'Harbour Civil Pty Ltd, your employer, collects the information you give in this app. Contact them: email privacy@harbourcivil.example, phone (02) 4926 1234, write to 12 Wharf Road, Newcastle NSW 2300.',
    );
    for (const heading of [
      'Who collects it',
      'Why',
      'If you do not give it',
      'Who it goes to',
      'Seeing and correcting it',
      'Complaints',
      'Privacy policy',
    ])
      expect(text).toContain(heading);
    expect(text).toContain('the Australian Taxation Office, through payroll; your super fund');
    expect(text).toContain('Office of the Australian Information Commissioner (OAIC)');
    expect(text).toContain(POLICY);
  });
});
