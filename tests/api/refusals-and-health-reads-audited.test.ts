import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationDetailSchema } from '../../src/shared/answers/applications';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { applications } from '../../src/server/db/schema/applications';
import { storedFiles } from '../../src/server/db/schema/stored-files';
import { AUDIT_ACTIONS } from '../../src/shared/audit-actions';
import { addAndEnrol, recoverySignIn } from '../fixtures/staff';
import { createCompleteApplication } from '../fixtures/task-factories';
import { adminCookie, createTestApp, employeeCookie, submitAsHire, type TestApp } from '../fixtures/test-app';

// Issue 36 item 15: a staff member refused by their role (403 from the access check) is audited
// with the person, the route and the method, one row a minute per person and route (the next row
// counts the refusals folded into it); reads of health information by staff are audited with the
// person. The app's clock is the test's: a minute passes without waiting for it.

let t: TestApp;
let owner: string;
let hr: string;
let payroll: string;
let hanaId: string;
/** How far the app's clock is ahead of the wall clock. */
let ahead = 0;

const HANA = 'hana.hr@example.com';
const PAT = 'pat.payroll@example.com';

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date(Date.now() + ahead) });
  const pin = await adminCookie(t.app);
  owner = await recoverySignIn(
    t,
    await addAndEnrol(t, pin, { name: 'Olive Owner', email: 'olive@example.com', role: 'owner' }),
  );
  const hana = await addAndEnrol(t, owner, { name: 'Hana Hr', email: HANA, role: 'hr' });
  hr = await recoverySignIn(t, hana);
  payroll = await recoverySignIn(
    t,
    await addAndEnrol(t, owner, { name: 'Pat Payroll', email: PAT, role: 'payroll' }),
  );
  const staff = (await t.app.inject({ url: '/api/admin/staff', headers: { cookie: owner } })).json<{
    staff: { id: string; email: string }[];
  }>();
  hanaId = staff.staff.find((s) => s.email === HANA)!.id;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const rowsOf = (action: string) =>
  t.deps.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.id));

describe('a refused staff action is audited with the person', () => {
  it('HR asking for the staff list: 403, one row naming her, her role, the route and the method; a script is capped at one row a minute', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await get('/api/admin/staff', hr);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        message: 'Your staff role does not allow this. Please ask an owner.',
      });
    }
    let rows = await rowsOf('access.refused');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor: `Hana Hr <${HANA}>`,
      details: expect.objectContaining({
        staffId: hanaId,
        role: 'hr',
        method: 'GET',
        route: '/api/admin/staff',
      }),
    });
    expect(rows[0]!.ip).toBeTruthy();
    // Another route is another row; a minute later the same route writes again, counting the four.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/staff', headers: { cookie: hr }, payload: {} }))
        .statusCode,
    ).toBe(403);
    ahead += 61_000;
    expect((await get('/api/admin/staff', hr)).statusCode).toBe(403);
    rows = await rowsOf('access.refused');
    expect(rows.map((r) => [r.details.method, r.details.route, r.details.repeats])).toEqual([
      ['GET', '/api/admin/staff', undefined],
      ['POST', '/api/admin/staff', undefined],
      ['GET', '/api/admin/staff', 4],
    ]);
    // The Audit page reads it in words.
    expect(AUDIT_ACTIONS['access.refused'].label).toBe('Refused: their role does not allow this');
    const audit = await get('/api/admin/audit?action=access.refused', owner);
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.body).toContain('GET /api/admin/staff (4 more refusals since the row before)');
  });
});

describe('health information read by staff is audited with the person', () => {
  it("HR opening a hire's medical answers and the medical declaration PDF writes a row naming her; payroll, refused the PDF, is audited as refused", async () => {
    const member = await createCompleteApplication(t.deps, {
      member: { fullName: 'Mina Medical' },
      withTaskPdfs: true,
      medicalAnswers: { medicalConditions: 'Asthma', medications: 'Ventolin', allergies: 'Bees' },
    });
    const cookie = await employeeCookie(t.app, member.email);
    expect((await submitAsHire(t.app, member.email, cookie)).statusCode).toBe(200);
    const [app] = await t.deps.database.db
      .select()
      .from(applications)
      .where(eq(applications.email, member.email));

    const detail = await get(`/api/admin/applications/${app!.id}`, hr);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(JSON.stringify(applicationDetailSchema.parse(detail.json()))).toContain('Asthma');
    // Payroll reads that it was made, not the answers: no health row for them.
    expect((await get(`/api/admin/applications/${app!.id}`, payroll)).statusCode).toBe(200);
    const answers = await rowsOf('health.read_answers');
    expect(answers).toEqual([
      expect.objectContaining({
        actor: `Hana Hr <${HANA}>`,
        target: app!.id,
        details: expect.objectContaining({ staffId: hanaId, role: 'hr' }),
      }),
    ]);

    const [pdf] = await t.deps.database.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(and(eq(storedFiles.memberId, member.id), eq(storedFiles.kind, 'medical-declaration-pdf')));
    expect((await get(`/api/files/${pdf!.id}`, hr)).statusCode).toBe(200);
    expect((await get(`/api/files/${pdf!.id}`, payroll)).statusCode).toBe(403);
    expect(await rowsOf('health.read_pdf')).toEqual([
      expect.objectContaining({
        actor: `Hana Hr <${HANA}>`,
        target: member.id,
        details: expect.objectContaining({ staffId: hanaId, role: 'hr', fileId: pdf!.id }),
      }),
    ]);
    const refused = (await rowsOf('access.refused')).filter((r) => r.actor === `Pat Payroll <${PAT}>`);
    expect(refused).toEqual([
      expect.objectContaining({
        details: expect.objectContaining({ role: 'payroll', route: '/api/files/:id', method: 'GET' }),
      }),
    ]);
  });
});
