import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/query-rows';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { licences } from '../../src/server/db/schema/licences';
import { employerSettings } from '../../src/server/db/schema/employer-settings';
import { recordsBody } from '../../src/server/services/submission/submission-job-handlers';
import type { RecordsDelivery } from '../../src/server/services/submission/application-snapshot';
import type { LicenceListAnswer, LicencePhotoAnswer } from '../../src/shared/answers/licences';
import type { ApplicationDetail } from '../../src/shared/answers/applications';
import { LICENCE_EXPIRY_REQUIRED } from '../../src/shared/schemas/card-details';
import { createMember } from '../fixtures/factories';
import { multipart } from '../fixtures/member-form';
import { addAndEnrol, recoverySignIn } from '../fixtures/staff';
import { createCompleteApplication } from '../fixtures/task-factories';
import {
  adminCookie,
  createTestApp,
  employeeCookie,
  proveEmailCode,
  submitAsHire,
  type TestApp,
} from '../fixtures/test-app';

// Issue 40 item 1 (decision 094): licences and tickets as a list, each with photos of its front
// and back, re-encoded and sealed, read by their hire and by staff (audited); union membership
// kept from payroll; the records JSON and the Excel export carry each licence as a row.

const HIRE = 'lena.licence@example.com';
const OTHER = 'oscar.other@example.com';

let t: TestApp;
let owner: string;
let hr: string;
let payroll: string;
let hire: string;
let other: string;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  // The employer asks for union cards (issue 42 item 3: off by default).
  await t.deps.database.db.update(employerSettings).set({ askUnionMembership: true });
  await t.deps.settings.reload();
  owner = await adminCookie(t.app);
  hr = await recoverySignIn(
    t,
    await addAndEnrol(t, owner, { name: 'Hana Hr', email: 'hana@example.com', role: 'hr' }),
  );
  payroll = await recoverySignIn(
    t,
    await addAndEnrol(t, owner, { name: 'Pat Payroll', email: 'pat@example.com', role: 'payroll' }),
  );
  await createCompleteApplication(t.deps, { member: { email: HIRE, fullName: 'Lena Licence' } });
  hire = await employeeCookie(t.app, HIRE);
  other = await employeeCookie(t.app, OTHER);
  // A phone photo of a card, made here: a PNG the server must turn into a JPEG.
  png = await sharp({ create: { width: 1800, height: 1100, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const upload = (cookie: string, data: Buffer, type = 'image/png', name = 'card.png') => {
  const m = multipart({}, { field: 'photo', name, type, data });
  return t.app.inject({
    method: 'POST',
    url: '/api/me/licence-photos',
    payload: m.payload,
    headers: { ...m.headers, cookie },
  });
};

const putList = (cookie: string, list: object[]) =>
  t.app.inject({ method: 'PUT', url: '/api/me/licences', headers: { cookie }, payload: { licences: list } });

const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });

let frontId = '';
let backId = '';

describe('photos of a licence', () => {
  it('a photo is re-encoded as a JPEG no larger than 1600 px and read back by its hire', async () => {
    const res = await upload(hire, png);
    expect(res.statusCode).toBe(201);
    frontId = res.json<LicencePhotoAnswer>().fileId;
    const file = await get(`/api/files/${frontId}`, hire);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBe(1600);
    backId = (await upload(hire, png)).json<LicencePhotoAnswer>().fileId;
  });

  it('a file that is not an image is refused, whatever its name and type say', async () => {
    const res = await upload(
      hire,
      Buffer.from('<?php echo "hello"; ?>'.repeat(10)),
      'image/jpeg',
      'card.jpg',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('Invalid file type. Please select an image file.');
  });

  it('a photo over 5 MB is refused', async () => {
    const res = await upload(hire, Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]));
    expect(res.statusCode).toBe(413);
    expect(res.json<{ message: string }>().message).toBe('File too large. Please select an image under 5MB');
  });

  it('another hire can neither read the photo nor put it on a licence of theirs', async () => {
    expect((await get(`/api/files/${frontId}`, other)).statusCode).toBe(403);
    const res = await putList(other, [{ kind: 'WHITE_CARD', number: 'WC-9', frontFileId: frontId }]);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('Please take the photo again');
  });
});

describe('the list of licences', () => {
  it('a kind that expires is refused without its expiry date', async () => {
    const res = await putList(hire, [{ kind: 'LF', number: 'LF-778', issuer: 'SafeWork NSW' }]);
    expect(res.statusCode).toBe(400);
    expect(Object.values(res.json<{ fields: Record<string, string> }>().fields)).toContain(
      LICENCE_EXPIRY_REQUIRED,
    );
  });

  it('a White Card with photos, an LF licence and a union card are kept in the hire’s order', async () => {
    const res = await putList(hire, [
      { kind: 'WHITE_CARD', number: 'WC-12345', issuer: 'NSW', frontFileId: frontId, backFileId: backId },
      {
        kind: 'LF',
        number: 'LF-778',
        issuer: 'SafeWork NSW',
        issueDate: '2024-03-01',
        expiryDate: '2029-03-01',
      },
      { kind: 'UNION', number: 'CFMEU-55', issuer: 'CFMEU' },
    ]);
    expect(res.statusCode).toBe(200);
    const mine = (await get('/api/me/licences', hire)).json<LicenceListAnswer>().licences;
    expect(mine.map((l) => [l.kind, l.label, l.number, l.expiryDate])).toEqual([
      ['WHITE_CARD', 'White Card (general construction induction)', 'WC-12345', ''],
      ['LF', 'Forklift truck (LF)', 'LF-778', '2029-03-01'],
      ['UNION', 'Union Card', 'CFMEU-55', ''],
    ]);
    expect(mine[0]).toMatchObject({ frontFileId: frontId, backFileId: backId });
    expect((await get('/api/me/licences', other)).json<LicenceListAnswer>().licences).toEqual([]);
  });
});

describe('what staff see', () => {
  let applicationId = '';
  let submissionId = '';

  beforeAll(async () => {
    const submitted = await submitAsHire(t.app, HIRE, hire);
    expect(submitted.statusCode).toBe(200);
    submissionId = submitted.json<{ submissionId: string }>().submissionId;
    const list = JSON.stringify((await get('/api/admin/applications', owner)).json());
    applicationId = new RegExp(`"id":"([0-9a-f-]{36})"[^{}]*"email":"${HIRE.replace('.', '\\.')}"`).exec(
      list,
    )![1]!;
  });

  const detail = async (cookie: string) => {
    const res = await get(`/api/admin/applications/${applicationId}`, cookie);
    expect(res.statusCode).toBe(200);
    return res.json<ApplicationDetail>();
  };

  it('HR’s detail lists each licence with its code, number, issuer, expiry and photos', async () => {
    const d = await detail(hr);
    expect(d.licences.map((l) => [l.kind, l.number, l.issuer, l.expiryDate])).toEqual([
      ['WHITE_CARD', 'WC-12345', 'NSW', ''],
      ['LF', 'LF-778', 'SafeWork NSW', '2029-03-01'],
      ['UNION', 'CFMEU-55', 'CFMEU', ''],
    ]);
    expect(d.licences[0]).toMatchObject({
      frontUrl: `/api/files/${frontId}`,
      backUrl: `/api/files/${backId}`,
    });
    const rows = d.tasks
      .find((task) => task.id === 'personal-information')!
      .sections.find((s) => s.heading === 'Cards and Licences')!.rows;
    expect(rows).toEqual([
      { label: 'White Card (general construction induction)', value: 'WC-12345, NSW' },
      { label: 'Forklift truck (LF)', value: 'LF-778, SafeWork NSW (expires 01/03/2029)' },
      { label: 'Union Card', value: 'CFMEU-55, CFMEU' },
    ]);
  });

  it('a staff member opening a photo is audited with the person', async () => {
    const res = await get(`/api/files/${frontId}`, hr);
    expect(res.statusCode).toBe(200);
    const audits = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'licence.read_photo'));
    expect(audits.map((a) => [a.actor, a.details.fileId, a.details.kind])).toContainEqual([
      'Hana Hr <hana@example.com>',
      frontId,
      'WHITE_CARD',
    ]);
  });

  it('payroll is not shown the union card, in the detail or as a photo', async () => {
    const d = await detail(payroll);
    expect(d.licences.map((l) => l.kind)).toEqual(['WHITE_CARD', 'LF']);
    const text = JSON.stringify(d);
    expect(text).not.toContain('CFMEU');
    const [union] = await t.deps.database.db.select().from(licences).where(eq(licences.kind, 'UNION'));
    const unionPhoto = (await upload(hire, png)).json<LicencePhotoAnswer>().fileId;
    const list = (await get('/api/me/licences', hire)).json<LicenceListAnswer>().licences;
    const changed = list.map((l) => ({
      ...l,
      id: undefined,
      label: undefined,
      frontFileId: l.kind === 'UNION' ? unionPhoto : l.frontFileId,
    }));
    // After the submission a change needs a fresh code, as Personal Information's own save does.
    expect((await putList(hire, changed)).json()).toMatchObject({ error: 'step_up_required' });
    hire = await proveEmailCode(t.app, HIRE, hire);
    expect((await putList(hire, changed)).statusCode).toBe(200);
    expect(union).toBeDefined();
    const refused = await get(`/api/files/${unionPhoto}`, payroll);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe('Union membership is not shown to payroll.');
    expect((await get(`/api/files/${unionPhoto}`, hr)).statusCode).toBe(200);
  });

  it('a change after the submission reopens Personal Information, so the hire resubmits', async () => {
    const status = await get('/api/me/status', hire);
    expect(status.json<{ editing: string[] }>().editing).toContain('personal-information');
  });

  it('the records JSON carries each licence as a row, union membership left out', async () => {
    const body = JSON.parse((await recordsBody(t.deps, submissionId))!) as RecordsDelivery;
    expect(
      body.application.licences!.map((l) => [l.kind, l.label, l.number, l.issuer, l.expiryDate]),
    ).toEqual([
      ['WHITE_CARD', 'White Card (general construction induction)', 'WC-12345', 'NSW', ''],
      ['LF', 'Forklift truck (LF)', 'LF-778', 'SafeWork NSW', '2029-03-01'],
    ]);
    expect(JSON.stringify(body)).not.toContain('CFMEU');
  });

  it('the Excel export has a Licences sheet, a row per licence, union membership left out', async () => {
    const res = await get('/api/admin/download-excel', owner);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Team Members', 'Licences']);
    const sheet = workbook.getWorksheet('Licences')!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual([
      'Email',
      'Full Name',
      'Code',
      'Licence',
      'Number',
      'Class',
      'State or Body',
      'Issue Date',
      'Expiry Date',
    ]);
    const lena = rows.filter((r) => r[0] === HIRE);
    expect(lena.map((r) => [r[2], r[3], r[4], r[6]])).toEqual([
      ['WHITE_CARD', 'White Card (general construction induction)', 'WC-12345', 'NSW'],
      ['LF', 'Forklift truck (LF)', 'LF-778', 'SafeWork NSW'],
    ]);
    expect((lena[1]![8] as Date).toISOString().slice(0, 10)).toBe('2029-03-01');
    expect(JSON.stringify(rows)).not.toContain('CFMEU');
  });
});

describe('migration 0028', () => {
  it('moves the fixed card and licence columns of a member saved before into rows, in the wizard’s order', async () => {
    const db = t.deps.database.db;
    const cards = [
      'card_red_card',
      'card_white_card',
      'card_incolink',
      'card_cbus',
      'card_union',
      'card_traffic_controller',
      'licence_forklift',
      'licence_forklift_expiry',
      'licence_ewp',
      'licence_ewp_expiry',
    ];
    // The database as it stood before 0028: the columns, and no licences table.
    // (Cascade: the later licence_reminders refers to it.)
    await db.execute(sql.raw('drop table licences cascade'));
    for (const column of cards)
      await db.execute(sql.raw(`alter table team_members add column ${column} text not null default ''`));
    const member = await createMember(t.deps, { email: 'before@example.com' });
    await db.execute(sql`update team_members set card_white_card = 'WC-1', card_union = ' ',
      licence_forklift = 'LF-2', licence_forklift_expiry = '2027-06-30', licence_ewp = 'WP-3',
      licence_ewp_expiry = '2028-01-31' where id = ${member.id}`);
    const migration = fs.readFileSync(
      path.join(import.meta.dirname, '../../drizzle/0028_licences.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const rows = await db.select().from(licences).where(eq(licences.memberId, member.id));
    expect(
      rows.sort((a, b) => a.position - b.position).map((r) => [r.email, r.kind, r.number, r.expiryDate]),
    ).toEqual([
      ['before@example.com', 'WHITE_CARD', 'WC-1', ''],
      ['before@example.com', 'LF', 'LF-2', '2027-06-30'],
      ['before@example.com', 'WP', 'WP-3', '2028-01-31'],
    ]);
    const left = await queryRows(
      db,
      sql`select column_name from information_schema.columns where table_name = 'team_members'
        and (column_name like 'card_%' or column_name like 'licence_%')`,
    );
    expect(left).toEqual([]);
  });
});
