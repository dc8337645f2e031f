import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { drawnPdf } from '../../src/server/services/pdf-files/pdf-files';
import { submissionRecords } from '../../src/server/db/schema/submission-records';
import { createCompleteApplication } from '../fixtures/task-factories';
import { makeInitialPng } from '../fixtures/make-initial';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { policyDocuments } from '../../src/server/db/schema/policy-documents';
import type { EmployerSettingsAnswer } from '../../src/shared/answers/employer-settings';
import type { ConfigAnswer } from '../../src/shared/schemas/answers';
import { SETTINGS_MESSAGES } from '../../src/shared/schemas/employer-settings';
import { SETUP_REQUIRED } from '../../src/shared/setup-required';
import { addAndEnrol, recoverySignIn } from '../fixtures/staff';
import { adminCookie, createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// A fresh install: the environment seeds the settings, and the owner has not set up yet.
let t: TestApp;
let owner: string;
let hr: string;
let payroll: string;
beforeAll(async () => {
  t = await createTestApp({ COMPANY_NAME: 'Seeded Example Pty Ltd' }, { setupDone: false });
  owner = await adminCookie(t.app);
  hr = await recoverySignIn(
    t,
    await addAndEnrol(t, owner, { name: 'Hana Hr', email: 'hana@example.com', role: 'hr' }),
  );
  payroll = await recoverySignIn(
    t,
    await addAndEnrol(t, owner, { name: 'Pat Payroll', email: 'pat@example.com', role: 'payroll' }),
  );
});
afterAll(() => t.close());

const URL = '/api/admin/settings';
const put = (payload: object, cookie = owner) =>
  t.app.inject({ method: 'PUT', url: URL, payload, headers: { cookie } });
const config = async () => (await t.app.inject('/api/config')).json<ConfigAnswer>();

const valid = {
  legalName: 'Harbour Civil Pty Ltd',
  tradingName: 'Harbour Civil',
  abn: '53 004 085 616',
  address: '12 Wharf Road, Newcastle NSW 2300',
  phone: '(02) 4926 1234',
  email: 'Office@HarbourCivil.example',
  timeZone: 'australia/brisbane',
  defaultFund: { kind: 'apra', name: 'AustralianSuper', abn: '65 714 394 898', usi: 'sta0100au' },
};

const invite = (cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/invitations',
    headers: { cookie },
    payload: {
      email: 'nina@example.com',
      fullName: 'Nina New',
      position: 'Carpenter',
      department: 'Construction',
      location: 'Site',
      plannedStartDate: '2026-12-07',
    },
  });

describe('before the first-run setup', () => {
  it('hires see the seeded example company, and setup is not done', async () => {
    const c = await config();
    expect(c).toMatchObject({ companyName: 'Seeded Example Pty Ltd', setupDone: false, abn: '' });
    expect(c.defaultFund).toEqual({ kind: 'apra', name: 'Cbus', abn: '75493363262', usi: 'CBU0100AU' });
  });

  it('refuses every invitation with a message saying why', async () => {
    const res = await invite(hr);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'setup_required', message: SETUP_REQUIRED.invitationRefused });
  });
});

describe('who may read and change the settings', () => {
  it('is the owner alone: HR and payroll are refused, a visitor must sign in', async () => {
    expect((await t.app.inject({ url: URL, headers: { cookie: owner } })).statusCode).toBe(200);
    for (const cookie of [hr, payroll]) {
      expect((await t.app.inject({ url: URL, headers: { cookie } })).statusCode).toBe(403);
      expect((await put(valid, cookie)).statusCode).toBe(403);
    }
    expect((await t.app.inject(URL)).statusCode).toBe(401);
    expect((await config()).setupDone).toBe(false);
  });
});

describe('validation', () => {
  it('refuses an ABN whose check digit is wrong', async () => {
    const res = await put({ ...valid, abn: '53 004 085 617' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ abn: SETTINGS_MESSAGES.abn });
  });

  it('refuses a time zone that is not an IANA zone', async () => {
    for (const timeZone of ['Australia/Sydny', 'AEST', '+10:00']) {
      const res = await put({ ...valid, timeZone });
      expect(res.statusCode, timeZone).toBe(400);
      expect(res.json().fields).toMatchObject({ timeZone: SETTINGS_MESSAGES.timeZone });
    }
  });

  it("refuses a default fund's bad USI and an SMSF without its ESA and bank account", async () => {
    const usi = await put({ ...valid, defaultFund: { ...valid.defaultFund, usi: 'CBUS0100AU' } });
    expect(usi.statusCode).toBe(400);
    const smsf = await put({
      ...valid,
      defaultFund: {
        kind: 'smsf',
        name: 'Our Family Fund',
        abn: '53 004 085 616',
        esa: '',
        bsb: '12',
        accountNumber: 'x',
        accountName: 'Our Family Fund',
      },
    });
    expect(smsf.statusCode).toBe(400);
    expect(Object.keys(smsf.json().fields ?? {}).sort()).toEqual(
      ['defaultFund.accountNumber', 'defaultFund.bsb', 'defaultFund.esa'].sort(),
    );
  });

  it('refuses a logo that is not an image, whatever it claims to be', async () => {
    const notImage = `data:image/png;base64,${Buffer.from('<svg onload="alert(1)"></svg>'.repeat(4)).toString('base64')}`;
    const res = await put({ ...valid, logo: notImage });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: SETTINGS_MESSAGES.logo });
    expect((await config()).setupDone).toBe(false);
  });
});

describe('the owner completes the setup', () => {
  it('saves the settings in their stored forms, with a re-encoded logo', async () => {
    const jpeg = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#0a5' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps' } } })
      .jpeg()
      .toBuffer();
    const res = await put({ ...valid, logo: `data:image/jpeg;base64,${jpeg.toString('base64')}` });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<EmployerSettingsAnswer>();
    expect(saved).toMatchObject({
      legalName: 'Harbour Civil Pty Ltd',
      abn: '53004085616',
      phone: '+61249261234',
      email: 'office@harbourcivil.example',
      timeZone: 'Australia/Brisbane',
      defaultFund: { kind: 'apra', name: 'AustralianSuper', abn: '65714394898', usi: 'STA0100AU' },
      setupDone: true,
    });
    const logo = await t.app.inject(saved.logoUrl!);
    expect(logo.headers['content-type']).toBe('image/png');
    const meta = await sharp(logo.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['png', 400, 133, undefined]);
  });

  it('is what hires and the audit see at once', async () => {
    expect(await config()).toMatchObject({
      companyName: 'Harbour Civil',
      legalName: 'Harbour Civil Pty Ltd',
      abn: '53004085616',
      timeZone: 'Australia/Brisbane',
      setupDone: true,
    });
    const rows = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.setup'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.details).toMatchObject({ changed: expect.arrayContaining(['legalName', 'abn', 'logo']) });
  });

  it('rewords the seeded policies under the new name', async () => {
    const docs = await t.deps.database.db.select().from(policyDocuments);
    expect(docs.length).toBeGreaterThan(0);
    for (const d of docs) expect(d.content).not.toContain('Seeded Example');
    expect(docs.some((d) => d.content.includes('Harbour Civil Pty Ltd'))).toBe(true);
  });

  it('opens invitations', async () => {
    expect((await invite(hr)).statusCode).toBe(201);
  });
});

describe("a hire's application under the new settings", () => {
  async function submittedPdf(email: string, fundChoice: string): Promise<string> {
    await createCompleteApplication(t.deps, { member: { email, fullName: 'Sam Setup' } });
    const cookie = await employeeCookie(t.app, email);
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: { cookie } });
    const choice = await post('/api/superfund-choices', {
      email,
      fundChoice,
      taxFileNumber: '',
      superfundSignature: await makeInitialPng({ width: 400 }),
    });
    expect(choice.statusCode, choice.body).toBe(201);
    const res = await post(`/api/submit-application/${encodeURIComponent(email)}`, { isResubmission: false });
    expect(res.statusCode, res.body).toBe(200);
    const db = t.deps.database.db;
    const [record] = await db
      .select()
      .from(submissionRecords)
      .where(eq(submissionRecords.id, res.json().submissionId as string));
    // Drawn now, as a reader of the PDF has it drawn before its job runs.
    const file = await drawnPdf(t.deps, record!.pdfFileId!);
    const pdf = new Uint8Array(t.deps.cipher.openBytes(file!.bytes));
    const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
    return text.replace(/\s+/g, ' ');
  }

  it('prints the legal name and ABN as the payer, and the default fund chosen', async () => {
    const text = await submittedPdf('sam.default@example.com', 'cbus');
    expect(text).toContain('Payer Harbour Civil Pty Ltd (ABN 53 004 085 616)');
    expect(text).toContain("OPTION 1: My employer's default fund");
    expect(text).toContain('AustralianSuper');
    expect(text).toContain('STA0100AU');
    expect(text).not.toContain('Seeded Example');
  });

  it('prints the stapled choice, which payroll is asked to request from the ATO', async () => {
    const text = await submittedPdf('sam.stapled@example.com', 'stapled');
    expect(text).toContain('my employer will ask the ATO for my stapled fund');
    expect(text).not.toContain('AustralianSuper');
  });
});
