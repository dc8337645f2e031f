import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompleteApplication } from '../fixtures/task-factories';
import { adminCookie, createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// With no records system and no SMTP server set (the embedded default), a delivered submission is
// a JSON file under DATA_DIR/records and mail is .eml files under DATA_DIR/mail. Deleting the
// data must delete those copies too: the records JSON holds the full TFN and bank account.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCookie(t.app);
});
afterAll(() => t.close());

const recordsFile = (id: string) => path.join(t.dataDir, 'records', `${id}.json`);
const post = (url: string, payload: object, cookie = admin) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie } });

async function submitted(): Promise<{ id: string; submissionId: string }> {
  const member = await createCompleteApplication(t.deps, { withTaskPdfs: true });
  const cookie = await employeeCookie(t.app, member.email);
  const res = await post(`/api/submit-application/${member.email}`, { isResubmission: false }, cookie);
  expect(res.statusCode).toBe(200);
  const { submissionId } = res.json() as { submissionId: string };
  await expect.poll(() => fs.existsSync(recordsFile(submissionId)), { timeout: 20_000 }).toBe(true);
  return { id: member.id, submissionId };
}

describe('local copies of deleted data', () => {
  it('deleting an approved member deletes its records-system file, and keeps the others', async () => {
    const gone = await submitted();
    const kept = await submitted();
    expect(fs.readFileSync(recordsFile(gone.submissionId), 'utf8')).toContain('123456782');
    await post(`/api/admin/mark-downloaded/${gone.id}`, { officerName: 'Pat' });
    await post(`/api/admin/approve-deletion/${gone.id}`, { officerName: 'Pat' });
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/delete-approved',
      headers: { cookie: admin },
    });
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect(fs.existsSync(recordsFile(gone.submissionId))).toBe(false);
    expect(fs.existsSync(recordsFile(kept.submissionId))).toBe(true);
  });

  it('clearing all data leaves no records file and no mail on disk', async () => {
    await submitted();
    expect(fs.readdirSync(path.join(t.dataDir, 'mail')).length).toBeGreaterThan(0);
    const res = await post('/api/admin/clear-all-data', { confirm: 'DELETE ALL DATA' });
    expect(res.statusCode).toBe(200);
    expect(fs.readdirSync(path.join(t.dataDir, 'records'))).toEqual([]);
    expect(fs.readdirSync(path.join(t.dataDir, 'mail'))).toEqual([]);
  });
});
