import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/query-rows';
import { jobs } from '../../src/server/db/schema/jobs';
import { storedFiles } from '../../src/server/db/schema/stored-files';
import { submissionRecords } from '../../src/server/db/schema/submission-records';
import { teamMembers } from '../../src/server/db/schema/team-members';
import { PDF_JOBS } from '../../src/server/services/pdf-files/queue-pdf';
import { makeInitialPng } from '../fixtures/make-initial';
import { memberFields, multipart } from '../fixtures/member-form';
import { createCompleteApplication } from '../fixtures/task-factories';
import {
  adminCookie,
  createTestApp,
  employeeCookie,
  proveEmailCode,
  type TestApp,
} from '../fixtures/test-app';

// Decision 066: the application PDF is drawn by its job after the submission answers. A
// photo or initial replaced in between used to be missing from it (replacing one deletes the old
// file, and the job read the files as they were when it ran). Here the job worker is started only
// once the hire has replaced both, and the PDF must show the images she submitted.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({}, { runJobs: false, pgliteOnDisk: true });
  admin = await adminCookie(t.app);
});
afterEach(() => t.deps.jobs.stop());
afterAll(() => t.close());

const db = () => t.deps.database.db;

/** A JPEG of noise (unique, and incompressible, so its bytes are found on disk as they are). */
async function noiseJpeg(): Promise<Buffer> {
  const size = 96;
  return sharp(crypto.randomBytes(size * size * 3), { raw: { width: size, height: size, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const pngOf = (dataUrl: string) => Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');

/**
 * The sizes of the images drawn in a PDF (pdfkit writes each image's dictionary as plain text; a
 * JPEG's bytes go in as they are, a PNG's pixels deflated, so a PNG is known by its size).
 */
function imageSizes(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/\/Subtype \/Image\s+[^>]*?\/Width (\d+)\s+\/Height (\d+)/g)].map(
    (m) => `${m[1]}x${m[2]}`,
  );
}

const pdfJobsDone = async () =>
  (await db().select({ status: jobs.status }).from(jobs).where(eq(jobs.kind, PDF_JOBS.render))).every(
    (j) => j.status === 'done',
  );

async function runPdfJobs() {
  await t.deps.jobs.start(t.app.log);
  await expect.poll(pdfJobsDone, { timeout: 30_000 }).toBe(true);
  await t.deps.jobs.stop();
}

/** A stored file's bytes, opened (they are sealed with the data key). */
const fileBytes = async (id: string) => {
  const [row] = await db()
    .select({ bytes: storedFiles.bytes })
    .from(storedFiles)
    .where(eq(storedFiles.id, id));
  return row && t.deps.cipher.openBytes(row.bytes);
};

async function memberFiles(memberId: string) {
  const [m] = await db()
    .select({ photo: teamMembers.profilePhotoFileId, initial: teamMembers.signatureFileId })
    .from(teamMembers)
    .where(eq(teamMembers.id, memberId));
  return { photo: m!.photo!, initial: m!.initial! };
}

/** A complete application whose photo and initial are her own (unique bytes, a telling size). */
async function applicant(initialSize: { width: number; height: number }) {
  const email = `pinned.${crypto.randomBytes(4).toString('hex')}@example.com`;
  const member = await createCompleteApplication(t.deps, { member: { email, fullName: 'Pia Pinned' } });
  const cookie = await employeeCookie(t.app, email);
  const files = await memberFiles(member.id);
  const photo = await noiseJpeg();
  const initial = pngOf(await makeInitialPng(initialSize));
  await db()
    .update(storedFiles)
    .set({ bytes: photo, size: photo.length })
    .where(eq(storedFiles.id, files.photo));
  await db()
    .update(storedFiles)
    .set({ bytes: initial, size: initial.length })
    .where(eq(storedFiles.id, files.initial));
  return { member, email, cookie, photo, files };
}

async function submit(email: string, cookie: string, isResubmission: boolean) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/submit-application/${encodeURIComponent(email)}`,
    headers: { cookie },
    payload: { isResubmission },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { submissionId } = res.json() as { submissionId: string };
  const [record] = await db().select().from(submissionRecords).where(eq(submissionRecords.id, submissionId));
  return record!;
}

/**
 * The hire replaces her photo and initial in Personal Information (a fresh code first: she has
 * submitted). Answers the photo as stored (re-encoded on upload).
 */
async function replacePhotoAndInitial(
  a: { member: { id: string }; email: string; cookie: string },
  initialSize: { width: number; height: number },
): Promise<{ cookie: string; photo: Buffer }> {
  const cookie = await proveEmailCode(t.app, a.email, a.cookie);
  const before = await memberFiles(a.member.id);
  const form = multipart(memberFields(a.email, { signature: await makeInitialPng(initialSize) }), {
    name: 'new.jpg',
    type: 'image/jpeg',
    data: await noiseJpeg(),
  });
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/team-members/${a.member.id}`,
    payload: form.payload,
    headers: { ...form.headers, cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  // The files the submission refers to are gone from her record (that is what made this a bug).
  expect(await fileBytes(before.photo)).toBeUndefined();
  expect(await fileBytes(before.initial)).toBeUndefined();
  const after = await memberFiles(a.member.id);
  return { cookie, photo: (await fileBytes(after.photo))! };
}

describe('the application PDF drawn after the photo and initial were replaced', { timeout: 90_000 }, () => {
  it('shows the photo and initial submitted, for the submission and for a resubmission', async () => {
    const a = await applicant({ width: 320, height: 120 });
    const first = await submit(a.email, a.cookie, false);
    const second = await replacePhotoAndInitial(a, { width: 360, height: 140 });
    const resubmitted = await submit(a.email, second.cookie, true);
    expect(resubmitted.isResubmission).toBe('true');
    const third = await replacePhotoAndInitial({ ...a, cookie: second.cookie }, { width: 280, height: 100 });

    await runPdfJobs();
    const firstPdf = (await fileBytes(first.pdfFileId!))!;
    expect(firstPdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(firstPdf.includes(a.photo)).toBe(true);
    expect(imageSizes(firstPdf)).toContain('320x120');
    expect(firstPdf.includes(second.photo)).toBe(false);
    expect(firstPdf.includes(third.photo)).toBe(false);
    expect(imageSizes(firstPdf)).not.toContain('360x140');
    expect(imageSizes(firstPdf)).not.toContain('280x100');

    const resubmittedPdf = (await fileBytes(resubmitted.pdfFileId!))!;
    expect(resubmittedPdf.includes(second.photo)).toBe(true);
    expect(imageSizes(resubmittedPdf)).toContain('360x140');
    expect(resubmittedPdf.includes(a.photo)).toBe(false);
    expect(resubmittedPdf.includes(third.photo)).toBe(false);
    expect(imageSizes(resubmittedPdf)).not.toContain('280x100');
  });
});

/** The database's own files (PGlite's directory, or PostgreSQL's when this machine can read it). */
async function databaseFiles(): Promise<string[] | null> {
  let dir = path.join(t.dataDir, 'db');
  if (t.deps.database.kind === 'postgres') {
    const [row] = await queryRows<{ dir: string; oid: number }>(
      db(),
      sql`select current_setting('data_directory') as dir,
            (select oid from pg_database where datname = current_database())::int as oid`,
    );
    dir = path.join(row!.dir, 'base', String(row!.oid));
    try {
      fs.accessSync(dir, fs.constants.R_OK);
    } catch {
      return null;
    }
  }
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((e) => (e.isFile() ? [path.join(e.parentPath, e.name)] : []));
}

/** 48-byte slices of the photo, as stored and as pinned (base64), found in the database's files. */
/** Slices of a pending row's stored bytes (sealed with the data key) in the database's files. */
async function sealedOnDisk(stored: Buffer): Promise<number> {
  await db().execute(sql`checkpoint`);
  const files = await databaseFiles();
  if (!files) return -1;
  const needles: Buffer[] = [];
  for (let i = 900; i + 48 <= stored.length; i += 480) needles.push(stored.subarray(i, i + 48));
  let hits = 0;
  for (const file of files) {
    const bytes = fs.readFileSync(file);
    const found = needles.filter((n) => bytes.includes(n));
    hits += found.length;
  }
  return hits;
}

describe('deleting a member whose PDF is not drawn yet', { timeout: 90_000 }, () => {
  it('deletes the images pinned for it, rows and bytes on disk', async () => {
    const a = await applicant({ width: 300, height: 110 });
    const record = await submit(a.email, a.cookie, false);
    await replacePhotoAndInitial(a, { width: 340, height: 130 });
    // The submitted photo now lives only in the pending PDF's row, pinned for its job.
    // Rows whose bytes, opened with the data key, hold the photo (or its base64, pinned).
    const pinnedIn = async () =>
      (await db().select({ id: storedFiles.id, bytes: storedFiles.bytes }).from(storedFiles))
        .filter((r) => {
          const opened = t.deps.cipher.openBytes(r.bytes);
          return opened.includes(a.photo) || opened.includes(a.photo.toString('base64'));
        })
        .map((r) => r.id);
    expect(await pinnedIn()).toEqual([record.pdfFileId]);
    const [pending] = await db()
      .select({ bytes: storedFiles.bytes })
      .from(storedFiles)
      .where(eq(storedFiles.id, record.pdfFileId!));
    const canSearch = (await sealedOnDisk(pending!.bytes)) !== -1;
    if (canSearch) expect(await sealedOnDisk(pending!.bytes)).toBeGreaterThan(0);

    // Not delivered yet (no job has run): the officer ticks that she holds the data another way.
    const post = (url: string, extra = {}) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: { officerName: 'Pat Officer', ...extra },
        headers: { cookie: admin },
      });
    expect((await post(`/api/admin/mark-downloaded/${a.member.id}`)).statusCode).toBe(200);
    const approved = await post(`/api/admin/approve-deletion/${a.member.id}`, { hasDataElsewhere: true });
    expect(approved.statusCode, approved.body).toBe(200);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/delete-approved',
      headers: { cookie: admin },
    });
    expect(res.json()).toEqual({ deletedCount: 1 });

    expect(await pinnedIn()).toEqual([]);
    if (canSearch) expect(await sealedOnDisk(pending!.bytes)).toBe(0);
    // Her PDF's job, run now, finds nothing to draw and draws nothing.
    await runPdfJobs();
    expect(await fileBytes(record.pdfFileId!)).toBeUndefined();
  });
});
