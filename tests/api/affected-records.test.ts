import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/server/db/schema/applications';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { dateStamp } from '../../src/server/services/format/au-dates';
import { employerTimeZone } from '../../src/server/services/format/employer-time-zone';
import { AFFECTED_MESSAGES } from '../../src/shared/schemas/affected-records';
import { createMember, createTaxDeclaration, type Member } from '../fixtures/factories';
import { addAndEnrol, recoverySignIn } from '../fixtures/staff';
import { adminCookie, createTestApp, TEST_OWNER_ACTOR, type TestApp } from '../fixtures/test-app';

// Issue 42 item 5, decision 106: GET /api/admin/audit/affected, the owner's CSV for a notifiable
// data breach assessment: the staff who could see which records in a window, and every export,
// reveal, file view and sign-in in it, in time order; the download audited itself.

let t: TestApp;
let owner: string;
let hr: string;
let payroll: string;
let hire: Member;
let today: string;
const URL = '/api/admin/audit/affected';

beforeAll(async () => {
  t = await createTestApp();
  owner = await adminCookie(t.app);
  hr = await recoverySignIn(
    t,
    await addAndEnrol(t, owner, { name: 'Hana Hr', email: 'hana@example.com', role: 'hr' }),
  );
  payroll = await recoverySignIn(
    t,
    await addAndEnrol(t, owner, { name: 'Pat Payroll', email: 'pat@example.com', role: 'payroll' }),
  );
  // A name typed to run as a formula in whoever opens the CSV.
  hire = await createMember(t.deps, {
    email: 'formula.hire@example.com',
    fullName: '=HYPERLINK("https://evil.example","Click")',
  });
  await createTaxDeclaration(t.deps, hire);
  await t.deps.database.db.insert(applications).values({ email: hire.email });
  today = dateStamp(employerTimeZone(t.deps));
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

type Row = Record<string, string>;
const rowsOf = (csv: string): Row[] => parse(csv, { columns: true, bom: true, skip_empty_lines: true });

describe('who may download it', () => {
  it('answers only the owner: HR and payroll get 403, nobody signed in 401', async () => {
    const url = `${URL}?since=${today}&until=${today}`;
    expect((await get(url, hr)).statusCode).toBe(403);
    expect((await get(url, payroll)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
  });
});

describe('the window', () => {
  it.each([
    ['', 'since', AFFECTED_MESSAGES.since],
    [`?until=${'2026-11-30'}`, 'since', AFFECTED_MESSAGES.since],
    ['?since=2026-02-30&until=2026-03-01', 'since', AFFECTED_MESSAGES.since],
    ['?since=2026-11-01&until=yesterday', 'until', AFFECTED_MESSAGES.until],
    ['?since=2026-11-01T09:00:00&until=2026-11-02', 'since', AFFECTED_MESSAGES.since],
  ])('%s is refused with 400 naming %s', async (query, field, message) => {
    const res = await get(`${URL}${query}`, owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ [field]: message });
  });

  it('refuses a last day before the first, naming until', async () => {
    const res = await get(`${URL}?since=2026-11-10&until=2026-11-09`, owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ until: AFFECTED_MESSAGES.order });
  });
});

describe('the CSV', () => {
  let rows: Row[];
  let body: string;
  beforeAll(async () => {
    // Payroll sees a TFN in full and downloads the Excel export: both in the window.
    const reveal = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${hire.id}/reveal`,
      headers: { cookie: payroll },
      payload: { field: 'taxFileNumber' },
      remoteAddress: '203.0.113.9',
    });
    expect(reveal.statusCode).toBe(200);
    expect((await get('/api/admin/download-excel', payroll)).statusCode).toBe(200);
    // An export long before the window, and a change of settings (no access to records) in it.
    await t.deps.database.db.insert(auditLog).values([
      {
        actor: 'Old Export <old@example.com>',
        action: 'retention.download_excel',
        details: { count: 3 },
        createdAt: new Date('2020-01-02T00:00:00Z'),
      },
      { actor: TEST_OWNER_ACTOR, action: 'site.add', details: {} },
      { actor: 'Pat Payroll <pat@example.com>', action: 'payroll.download_import_file', details: {} },
    ]);
    const res = await get(`${URL}?since=${today}&until=${today}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="access_${today}_to_${today}.csv"`);
    expect(res.headers['cache-control']).toBe('no-store');
    body = res.body;
    rows = rowsOf(body);
  });

  const events = () => rows.filter((r) => r.Kind === 'Event');
  const staffRow = (email: string) =>
    rows.find((r) => r.Kind === 'Staff with access' && r.Person?.includes(email));

  it('lists each staff member who could sign in, with what their role could see', () => {
    expect(staffRow('hana@example.com')).toMatchObject({
      Role: 'HR',
      Detail: expect.stringContaining(
        'Every application and employee record, with health and union information; TFN and bank numbers masked; 1 sign-in in the window',
      ),
    });
    expect(staffRow('pat@example.com')).toMatchObject({
      Role: 'Payroll',
      Detail: expect.stringContaining(
        'without health or union information; TFN and bank numbers in full (Show, and the Excel export)',
      ),
    });
    expect(staffRow('test-owner@example.com')?.Role).toBe('Owner');
    // The staff come first, then the events.
    expect(rows.findIndex((r) => r.Kind === 'Event')).toBeGreaterThan(
      rows.findLastIndex((r) => r.Kind === 'Staff with access'),
    );
  });

  it('lists the reveal with the person, role, hire, member and application, and the export', async () => {
    const [application] = await t.deps.database.db.select().from(applications);
    const reveal = events().find((r) => r['Action code'] === 'member.reveal');
    expect(reveal).toMatchObject({
      Person: 'Pat Payroll <pat@example.com>',
      Role: 'Payroll',
      Action: 'Saw a number in full',
      'Member id': hire.id,
      'Application id': application!.id,
      Detail: 'Tax file number',
      'IP address': '203.0.113.9',
    });
    expect(reveal!['Time (UTC)']).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(events().find((r) => r['Action code'] === 'retention.download_excel')).toMatchObject({
      Person: 'Pat Payroll <pat@example.com>',
      Action: 'Downloaded the Excel export',
    });
    expect(events().filter((r) => r['Action code'] === 'staff.sign_in').length).toBeGreaterThanOrEqual(2);
    // The payroll import file carries every approved hire's TFN and bank account: an export too.
    expect(events().find((r) => r['Action code'] === 'payroll.download_import_file')?.Action).toBe(
      'Downloaded the payroll import file',
    );
  });

  it('lists the events in time order, and nothing outside the window or unrelated to records', () => {
    const times = events().map((r) => r['Time (UTC)']);
    expect(times).toEqual([...times].sort());
    expect(body).not.toContain('old@example.com');
    expect(events().some((r) => r['Action code'] === 'site.add')).toBe(false);
  });

  it('writes a name typed as a formula so that no spreadsheet runs it', () => {
    const reveal = events().find((r) => r['Action code'] === 'member.reveal');
    expect(reveal!.Hire).toBe(`'=HYPERLINK("https://evil.example","Click")`);
    expect(body).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });

  it('is audited itself, with the window and how many events it listed', async () => {
    const audit = await get('/api/admin/audit?action=audit.download_affected', owner);
    const [row] = audit.json<{ rows: { actor: string; summary: string | null }[] }>().rows;
    expect(row?.actor).toBe(TEST_OWNER_ACTOR);
    expect(row?.summary).toMatch(new RegExp(`^${events().length} events from \\d{4}-\\d{2}-\\d{2}T`));
  });

  it('a second download lists the first', async () => {
    const again = rowsOf((await get(`${URL}?since=${today}&until=${today}`, owner)).body);
    expect(again.some((r) => r['Action code'] === 'audit.download_affected')).toBe(true);
  });
});
