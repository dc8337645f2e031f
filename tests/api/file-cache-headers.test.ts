import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../src/server/db/schema/stored-files';
import { createCompleteApplication } from '../fixtures/task-factories';
import {
  adminCookie,
  createTestApp,
  employeeCookie,
  proveEmailCode,
  type TestApp,
} from '../fixtures/test-app';

// Issue 19 item 6c: stored PDFs and signatures answer `Cache-Control: no-store`, so a shared
// site tablet's disk cache (or a proxy) never keeps a medical declaration, the application PDF
// or a drawn initial for the next person; the headshot may stay privately cacheable.

let t: TestApp;
beforeAll(async () => {
  // No job worker: the emails and records delivery the submission enqueues are not this test's.
  t = await createTestApp({}, { runJobs: false });
});
afterAll(() => t.close());

describe('GET /api/files/{id} caching', () => {
  it('the owner and an admin get PDFs and signatures with no-store, the photo private for an hour', async () => {
    const member = await createCompleteApplication(t.deps, { withTaskPdfs: true });
    const cookie = await employeeCookie(t.app, member.email);
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/submit-application/${encodeURIComponent(member.email)}`,
      headers: { cookie },
      payload: { isResubmission: false },
    });
    expect(submitted.statusCode).toBe(200);
    const files = await t.deps.database.db
      .select({ id: storedFiles.id, kind: storedFiles.kind, contentType: storedFiles.contentType })
      .from(storedFiles)
      .where(eq(storedFiles.memberId, member.id));
    const kinds = new Set(files.map((f) => f.kind));
    for (const kind of ['application-pdf', 'medical-declaration-pdf', 'signature', 'profile-photo'])
      expect(kinds).toContain(kind);

    // After submitting, the hire's medical PDFs open within a fresh code's window (decision 036).
    const stepped = await proveEmailCode(t.app, member.email, cookie);
    const admin = await adminCookie(t.app);
    for (const who of [stepped, admin]) {
      for (const file of files) {
        const res = await t.app.inject({ url: `/api/files/${file.id}`, headers: { cookie: who } });
        expect(res.statusCode, file.kind).toBe(200);
        expect(res.headers['content-type'], file.kind).toBe(file.contentType);
        const expected = file.kind === 'profile-photo' ? 'private, max-age=3600' : 'no-store';
        expect(`${file.kind}: ${String(res.headers['cache-control'])}`).toBe(`${file.kind}: ${expected}`);
      }
    }
  });
});
