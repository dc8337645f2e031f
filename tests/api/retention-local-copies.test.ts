import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipient } from '../fixtures/factories';
import { createCompleteApplication } from '../fixtures/task-factories';
import { adminCookie, createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// With no records system and no SMTP server set (the embedded default), a delivered submission is
// a JSON file under DATA_DIR/records and mail is .eml files under DATA_DIR/mail. Both are sealed
// with the data key where they carry personal information (the records JSON holds the full TFN
// and bank account; mail with PDFs attached). Deleting the data must delete those copies too.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCookie(t.app);
});
afterAll(() => t.close());

const recordsFile = (id: string) => path.join(t.dataDir, 'records', `${id}.json.sealed`);
/** The sensitive information's own copy (issue 42 item 3): the medical answers. */
const sensitiveFile = (id: string) => path.join(t.dataDir, 'records', `${id}.sensitive.json.sealed`);
const post = (url: string, payload: object, cookie = admin) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie } });

async function submitted(
  overrides: Parameters<typeof createCompleteApplication>[1] = {},
): Promise<{ id: string; submissionId: string }> {
  const member = await createCompleteApplication(t.deps, { withTaskPdfs: true, ...overrides });
  const cookie = await employeeCookie(t.app, member.email);
  const res = await post(`/api/submit-application/${member.email}`, { isResubmission: false }, cookie);
  expect(res.statusCode).toBe(200);
  const { submissionId } = res.json() as { submissionId: string };
  await expect.poll(() => fs.existsSync(recordsFile(submissionId)), { timeout: 60_000 }).toBe(true);
  await expect.poll(() => fs.existsSync(sensitiveFile(submissionId)), { timeout: 60_000 }).toBe(true);
  return { id: member.id, submissionId };
}

/** Every file under DATA_DIR/records and DATA_DIR/mail, by path. */
const localCopies = () =>
  ['records', 'mail'].flatMap((sub) => {
    const dir = path.join(t.dataDir, sub);
    return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => path.join(dir, name)) : [];
  });

describe('local copies are sealed with the data key (issue 36 item 13)', { timeout: 120_000 }, () => {
  it('no TFN, bank account or medical answer, and no attached PDF, is in clear under DATA_DIR; the records copy and the mail with PDFs open with the key', async () => {
    // A recipient who gets the application and medical PDFs by mail (written to DATA_DIR/mail).
    await createRecipient(t.deps, { receivesHealthInformation: true });
    const { submissionId } = await submitted({
      member: { email: 'sealed-copies@example.com', bankAccountNumber: '98765432' },
      tax: { taxFileNumber: '876543210' },
      medicalAnswers: { allergies: 'Penicillin rash, noted 2019', medications: 'Salbutamol inhaler' },
    });
    await expect
      .poll(() => localCopies().some((file) => file.endsWith('.eml.sealed')), { timeout: 60_000 })
      .toBe(true);
    const secrets = ['876543210', '876 543 210', '98765432', 'Penicillin rash', 'Salbutamol inhaler'];
    for (const file of localCopies()) {
      const bytes = fs.readFileSync(file);
      for (const secret of secrets) expect(bytes.includes(secret), `${secret} in ${file}`).toBe(false);
      // A message with a PDF attached is never in clear (the codes and links stay readable).
      expect(bytes.includes('Content-Disposition: attachment'), file).toBe(false);
    }
    const records = t.deps.cipher.openBytes(fs.readFileSync(recordsFile(submissionId))).toString('utf8');
    expect(records).toContain('876543210');
    expect(records).not.toContain('Penicillin rash');
    const sensitive = t.deps.cipher.openBytes(fs.readFileSync(sensitiveFile(submissionId))).toString('utf8');
    expect(sensitive).toContain('Penicillin rash');
    const sealedMail = localCopies().filter((file) => file.endsWith('.eml.sealed'));
    const opened = sealedMail.map((file) => t.deps.cipher.openBytes(fs.readFileSync(file)).toString('utf8'));
    expect(
      opened.some((eml) => /Content-Disposition: attachment;\s+filename="?medical-declaration-/.test(eml)),
    ).toBe(true);
  });
});

describe('local copies of deleted data', { timeout: 120_000 }, () => {
  it('deleting an approved member deletes its records-system file, and keeps the others', async () => {
    const gone = await submitted();
    const kept = await submitted();
    expect(
      t.deps.cipher.openBytes(fs.readFileSync(recordsFile(gone.submissionId))).toString('utf8'),
    ).toContain('123456782');
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
    expect(fs.existsSync(sensitiveFile(gone.submissionId))).toBe(false);
    expect(fs.existsSync(sensitiveFile(kept.submissionId))).toBe(true);
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
