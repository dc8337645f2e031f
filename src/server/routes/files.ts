import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffRoleOf } from '../auth/staff-role';
import { limitDraftWrites, limitUnprovenBytes } from '../auth/draft-write-limits';
import { ensureSession } from '../auth/session-cookie';
import { storedFiles } from '../db/schema/stored-files';
import { badRequest, forbidden, notFound } from '../http-errors';
import { readMultipart } from '../multipart';
import { draftOwnerOf, type DraftOwner } from '../services/drafts/draft-owner';
import { openFileBytes, sealFileBytes } from '../services/files/file-bytes';
import { fileCacheControl, findFileWithOwner } from '../services/files/stored-file-access';
import { drawnPdf } from '../services/pdf-files/pdf-files';
import { isPendingPdf } from '../services/pdf-files/queue-pdf';
import { processProfilePhoto } from '../services/images/process-profile-photo';
import { isAdmin, NO_ADMIN, type SessionRow } from '../services/sessions/session-store';
import { findActiveStaff } from '../services/staff/staff-members';
import type { Db } from '../db/client';
import { sessionStaff } from '../auth/acting-admin';
import { writeAuditOfStaff } from '../services/audit/staff-audit';
import { assertSteppedUpAfterSubmission } from '../services/identity/step-up';
import { FILE_KINDS } from '../services/submission/submission-kinds';
import { draftPhotoAnswerSchema, draftPhotoOrNoneSchema, errorAnswers } from '../../shared/schemas/answers';
import { seesHealthInformation, seesUnionMembership } from '../../shared/staff-roles';
import { isSensitiveLicence } from '../../shared/licence-kinds';
import { LICENCE_PHOTO_KIND, licenceOfPhoto } from '../services/licences/licences';

/**
 * The session as this route may use it: an admin grant counts with its person's current role;
 * without an active person (a bootstrap PIN, a deactivated person) the grant does not count.
 */
async function asStaffNow(db: Db, session: SessionRow | null): Promise<SessionRow | null> {
  if (!session || !isAdmin(session)) return session;
  const staff = session.staffId ? await findActiveStaff(db, session.staffId) : null;
  return staff ? { ...session, staffRole: staff.role } : { ...session, ...NO_ADMIN };
}

const HEALTH_INFORMATION_REFUSED = 'Health information is not shown to payroll.';
const UNION_MEMBERSHIP_REFUSED = 'Union membership is not shown to payroll.';

const HEALTH_FILE_KINDS: ReadonlySet<string> = new Set([FILE_KINDS.medicalPdf, FILE_KINDS.applicationPdf]);

export async function fileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  /** A stored photo, initial or PDF: to its owner, or to an admin. */
  r.get(
    '/api/files/:id',
    { config: { access: 'employee' }, schema: { params: z.object({ id: z.uuid() }) } },
    async (req, reply) => {
      const found = await findFileWithOwner(db(), req.params.id);
      if (!found) throw notFound('No such file');
      // Staff read files with the role they hold now, on every instance (issue 36 item 6 and 11):
      // a deactivated person reads none, nor does the bootstrap PIN, which only creates the owner.
      const session = await asStaffNow(db(), req.session);
      const isOwner =
        !!session &&
        (session.email ? found.ownerEmail === session.email : found.file.sessionId === session.id);
      if (!isAdmin(session) && !isOwner) throw forbidden();
      // The medical declaration's PDF lists its answers: staff get it only in a role shown health
      // information (decision 080).
      if (
        isAdmin(session) &&
        found.file.kind === FILE_KINDS.medicalPdf &&
        !seesHealthInformation(staffRoleOf(session))
      ) {
        const role = staffRoleOf(session);
        if (role)
          await writeAuditOfStaff(app.deps, sessionStaff(req, role), {
            action: 'access.refused',
            thing: `${req.method} /api/files/:id`,
            details: { method: req.method, route: '/api/files/:id', fileId: found.file.id },
          });
        throw forbidden(HEALTH_INFORMATION_REFUSED);
      }
      // A photo of a union card is union membership, sensitive information: staff see it only in
      // a role shown it (decision 094); every staff view of a licence photo is audited.
      const licence =
        isAdmin(session) && found.file.kind === LICENCE_PHOTO_KIND
          ? await licenceOfPhoto(db(), found.file.id)
          : null;
      if (licence && isSensitiveLicence(licence.kind) && !seesUnionMembership(staffRoleOf(session))) {
        const role = staffRoleOf(session);
        if (role)
          await writeAuditOfStaff(app.deps, sessionStaff(req, role), {
            action: 'access.refused',
            thing: `${req.method} /api/files/:id`,
            details: { method: req.method, route: '/api/files/:id', fileId: found.file.id },
          });
        throw forbidden(UNION_MEMBERSHIP_REFUSED);
      }
      // PDFs that carry the medical answers: after a submission, to their owner only in the
      // step-up window, as the answers themselves (decision 036).
      if (!isAdmin(session) && HEALTH_FILE_KINDS.has(found.file.kind)) {
        await assertSteppedUpAfterSubmission(db(), session);
      }
      // A PDF whose job has not run yet is drawn now: nobody sees a missing PDF (decision 026).
      const file = isPendingPdf(found.file) ? await drawnPdf(app.deps, found.file.id) : found.file;
      if (!file) throw notFound('No such file');
      // Staff reading the medical answers is audited with the person (issue 36 item 15).
      const role = staffRoleOf(session);
      if (isAdmin(session) && role && file.kind === FILE_KINDS.medicalPdf)
        await writeAuditOfStaff(app.deps, sessionStaff(req, role), {
          action: 'health.read_pdf',
          thing: file.id,
          target: file.memberId,
          details: { fileId: file.id },
        });
      if (isAdmin(session) && role && file.kind === LICENCE_PHOTO_KIND)
        await writeAuditOfStaff(app.deps, sessionStaff(req, role), {
          action: 'licence.read_photo',
          thing: file.id,
          target: file.memberId,
          details: { fileId: file.id, kind: licence?.kind ?? null },
        });
      return reply
        .type(file.contentType)
        .header('cache-control', fileCacheControl(file))
        .header('x-content-type-options', 'nosniff')
        .send(openFileBytes(app.deps.cipher, file.bytes));
    },
  );

  /**
   * The cropped headshot of the basic-info step, kept as a draft so a reload or another device
   * loses nothing. It is re-encoded here exactly as a member's photo is.
   */
  const photoSchema = { response: { 200: draftPhotoAnswerSchema, ...errorAnswers } };

  r.put('/api/me/photo', { config: { access: 'employee' }, schema: photoSchema }, async (req, reply) => {
    limitDraftWrites(req);
    const form = await readMultipart(req);
    if (!form.file || form.file.field !== 'profilePhoto')
      throw badRequest('Send the photo as the profilePhoto file');
    const jpeg = await processProfilePhoto(form.file.buffer);
    await limitUnprovenBytes(req, jpeg.length);
    // Before the email is proven the photo belongs to the session alone (DESIGN.md §3.2).
    const owner = draftOwnerOf(await ensureSession(req, reply));
    const id = await db().transaction(async (tx) => {
      await tx.delete(storedFiles).where(draftPhotoOf(owner));
      const [file] = await tx
        .insert(storedFiles)
        .values({
          ...owner,
          kind: 'profile-photo-draft',
          contentType: 'image/jpeg',
          size: jpeg.length,
          bytes: sealFileBytes(app.deps.cipher, jpeg),
        })
        .returning({ id: storedFiles.id });
      return file!.id;
    });
    return { fileId: id, url: `/api/files/${id}` };
  });

  /** None saved (or no session yet) is an answer, null, not an error: a first visit logs no 404 (issue 35). */
  const photoOrNone = { response: { 200: draftPhotoOrNoneSchema, ...errorAnswers } };
  r.get('/api/me/photo', { config: { access: 'employee' }, schema: photoOrNone }, async (req) => {
    if (!req.session) return null;
    const [file] = await db()
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(draftPhotoOf(draftOwnerOf(req.session)));
    return file ? { fileId: file.id, url: `/api/files/${file.id}` } : null;
  });
}

const draftPhotoOf = (owner: DraftOwner) =>
  and(
    owner.email !== undefined
      ? eq(storedFiles.email, owner.email)
      : eq(storedFiles.sessionId, owner.sessionId),
    isNull(storedFiles.memberId),
    eq(storedFiles.kind, 'profile-photo-draft'),
  );
