import path from 'node:path';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionRecords } from '../../src/server/db/schema/submission-records';
import { EnvError, loadEnv } from '../../src/server/env';
import { drawnPdf } from '../../src/server/services/pdf-files/pdf-files';
import type {
  ApplicationDetail,
  ApplicationsPage,
  InvitationRow,
} from '../../src/shared/answers/applications';
import { formatMoment } from '../../src/shared/date-time-format';
import type { ConfigAnswer } from '../../src/shared/schemas/answers';
import { makeInitialPng } from '../fixtures/make-initial';
import { mailsToNewestFirst } from '../fixtures/read-email-code';
import { runJobs } from '../fixtures/run-jobs';
import { createCompleteApplication } from '../fixtures/task-factories';
import { adminCookie, createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// Issue 35 item 8: one event reads as one date. A hire signing at 23:57 UTC on 28/11 (10:57 am on
// the 29th in Sydney, the browser still on the 28th) gets one declaration date on the medical and
// tax declarations, the PDF and HR's page: the employer's zone's (TIME_ZONE), decided by the
// server from the signature's moment, and every time names its zone. The signatures are made in
// 2099 (the app's clock): after the seeded documents, which a signature must not predate.

interface Case {
  zone: string | undefined;
  signedAt: string;
  /** The browser's day (what the old client sent), a day off the employer's. */
  browserDay: string;
  day: string;
  shownDay: string;
  signed: string;
}

const SYDNEY: Case = {
  zone: undefined,
  signedAt: '2099-11-28T23:57:56Z',
  browserDay: '2099-11-28',
  day: '2099-11-29',
  shownDay: '29/11/2099',
  signed: '29/11/2099, 10:57:56 am AEDT',
};
// 14:30 UTC on 28/11 is already the 29th in Sydney, but still the 28th in Perth.
const PERTH: Case = {
  zone: 'Australia/Perth',
  signedAt: '2099-11-28T14:30:00Z',
  browserDay: '2099-11-29',
  day: '2099-11-28',
  shownDay: '28/11/2099',
  signed: '28/11/2099, 10:30:00 pm AWST',
};

let initial: string;
beforeAll(async () => {
  initial = await makeInitialPng();
});

/** The text of a mail as its reader sees it (quoted-printable undone). */
const mailText = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe.each([
  ['Sydney (the default)', SYDNEY],
  ['TIME_ZONE=Australia/Perth', PERTH],
])('one event, one date: %s', (_name, c) => {
  let t: TestApp;
  let admin: string;
  const email = `signer.${c.day}@example.com`;
  beforeAll(async () => {
    t = await createTestApp(c.zone ? { TIME_ZONE: c.zone } : {}, {
      runJobs: false,
      clock: () => new Date(c.signedAt),
    });
    admin = await adminCookie(t.app);
  });
  afterAll(() => t.close());

  const post = (cookie: string, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

  it('tells the client the zone', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    expect(res.json<ConfigAnswer>().timeZone).toBe(c.zone ?? 'Australia/Sydney');
  });

  it('dates the medical and tax declarations, the PDF and HR’s page with the signature’s day', async () => {
    await createCompleteApplication(t.deps, { member: { email, fullName: 'Sam Signer' } });
    const cookie = await employeeCookie(t.app, email);
    const doc = (
      await t.app.inject({ url: '/api/me/policy-documents/medical-declaration', headers: { cookie } })
    ).json<{ id: string; questions: { id: string }[] }>();
    const medical = await post(cookie, '/api/medical-declarations', {
      email,
      policyDocumentId: doc.id,
      answers: doc.questions.map((q) => ({ questionId: q.id, answer: 'None' })),
      // The browser's day: the server dates the declaration itself.
      medicalDeclarationDate: c.browserDay,
      medicalSignature: initial,
    });
    expect(medical.statusCode, medical.body).toBe(201);
    expect(medical.json<{ medicalDeclarationDate: string }>().medicalDeclarationDate).toBe(c.day);
    const tax = await post(cookie, '/api/tax-declarations', {
      email,
      taxFileNumber: '123 456 782',
      tfnExemption: '',
      basisOfPayment: 'full-time',
      australianResident: 'resident',
      claimTaxFreeThreshold: 'yes',
      hasHELPDebt: 'no',
      previousFamilyName: '',
      taxDeclarationDate: c.browserDay,
      taxDeclarationSignature: initial,
    });
    expect(tax.statusCode, tax.body).toBe(201);
    expect(tax.json<{ taxDeclarationDate: string }>().taxDeclarationDate).toBe(c.day);

    // The application PDF HR receives: both declarations dated the day the signatures say.
    const submitted = await post(cookie, `/api/submit-application/${encodeURIComponent(email)}`, {
      isResubmission: false,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const db = t.deps.database.db;
    const [record] = await db
      .select()
      .from(submissionRecords)
      .where(eq(submissionRecords.id, submitted.json<{ submissionId: string }>().submissionId));
    const file = await drawnPdf(t.deps, record!.pdfFileId!);
    const { text } = await extractText(
      await getDocumentProxy(new Uint8Array(t.deps.cipher.openBytes(file!.bytes))),
      {
        mergePages: true,
      },
    );
    const pdf = text.replace(/\s+/g, ' ');
    expect(pdf.match(new RegExp(`Declaration date ${c.shownDay}`, 'g'))).toHaveLength(2);
    expect(pdf).toContain(`Signed ${c.signed}`);
    const otherDay = c.browserDay.split('-').reverse().join('/');
    expect(pdf).not.toContain(`Declaration date ${otherDay}`);

    // HR's page: the same day for both, and the signatures' moment.
    const list = await t.app.inject({
      url: `/api/admin/applications?search=${encodeURIComponent(email)}`,
      headers: { cookie: admin },
    });
    const id = list.json<ApplicationsPage>().applications.find((a) => a.email === email)!.id;
    const detail = (
      await t.app.inject({ url: `/api/admin/applications/${id}`, headers: { cookie: admin } })
    ).json<ApplicationDetail>();
    const declared = (taskId: string) =>
      detail.tasks
        .find((task) => task.id === taskId)!
        .sections.flatMap((s) => s.rows)
        .find((r) => r.label === 'Declaration date')?.value;
    expect(declared('medical-declaration')).toBe(c.shownDay);
    expect(declared('tax-declaration')).toBe(c.shownDay);
    const signedAt = detail.tasks.find((task) => task.id === 'medical-declaration')!.signature!.signedAt!;
    // What HR's page shows for it: the zone /api/config names.
    expect(formatMoment(signedAt, c.zone ?? 'Australia/Sydney', { withSeconds: true })).toBe(c.signed);
  });

  it('gives the invitation’s expiry in the email as HR’s page shows it, naming the zone', async () => {
    const hire = `invited.${c.day}@example.com`;
    const res = await post(admin, '/api/admin/invitations', {
      email: hire,
      fullName: 'Nina New',
      mobile: '0412 345 678',
      position: 'Carpenter',
      department: 'Construction',
      location: 'Site',
      plannedStartDate: '2026-12-07',
      basisOfPayment: 'casual',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { expiresAt } = res.json<{ invitation: InvitationRow }>().invitation;
    await runJobs(t);
    const [raw] = mailsToNewestFirst(path.join(t.dataDir, 'mail'), hire);
    const until = /The link works once, until ([^.]+)\./.exec(mailText(raw!))?.[1];
    const zone = (await t.app.inject({ url: '/api/config' })).json<ConfigAnswer>().timeZone;
    // HR's 'Link expires' (application-detail.tsx) is this, in the zone /api/config names.
    expect(until).toBe(formatMoment(expiresAt, zone, { withSeconds: true }));
    expect(until).toMatch(c.zone ? / AWST$/ : / AEDT$/);
  });
});

describe('TIME_ZONE', () => {
  it('takes an IANA zone as Intl spells it, and refuses anything else naming the variable', () => {
    expect(loadEnv({}).TIME_ZONE).toBe('Australia/Sydney');
    expect(loadEnv({ TIME_ZONE: '' }).TIME_ZONE).toBe('Australia/Sydney');
    expect(loadEnv({ TIME_ZONE: 'australia/perth' }).TIME_ZONE).toBe('Australia/Perth');
    for (const bad of ['Mars/Olympus', 'AEST', '+10:00'])
      expect(() => loadEnv({ TIME_ZONE: bad }), bad).toThrow(EnvError);
    expect(() => loadEnv({ TIME_ZONE: 'Sydney' })).toThrow(/TIME_ZONE: must be an IANA time zone/);
  });
});
