import { PassThrough } from 'node:stream';
import { adminAccess, ownerAction } from '../auth/access';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveDeletionSchema,
  legalHoldSchema,
  markDownloadedSchema,
  retentionQuerySchema,
} from '../../shared/schemas/admin';
import { actingAdmin } from '../auth/acting-admin';
import { staffRoleOf } from '../auth/staff-role';
import { seesSensitiveInformation } from '../../shared/staff-roles';
import {
  exportFailed,
  exportMembersWorkbook,
  PAGE_SIZE,
  XLSX_CONTENT_TYPE,
} from '../services/excel/export-members-workbook';
import { dateStamp } from '../services/format/au-dates';
import { employerTimeZone } from '../services/format/employer-time-zone';
import { approveDeletion } from '../services/retention/approve-deletion';
import { auditExcelExport } from '../services/retention/audit-excel-export';
import { CLEAR_ALL_CONFIRMATION, clearAllData } from '../services/retention/clear-all-data';
import { deleteApprovedMembers } from '../services/retention/delete-approved-members';
import { eraseDeletedCopies } from '../services/retention/erase-deleted-copies';
import { MEMBER_NOT_FOUND } from '../services/retention/find-retention-member';
import { listRetentionPage } from '../services/retention/list-retention-page';
import { markDownloaded } from '../services/retention/mark-downloaded';
import { placeLegalHold, removeLegalHold } from '../services/retention/legal-hold';
import { dayOf } from '../../shared/date-time-format';
import { withdrawApprovalByStaff } from '../services/retention/withdraw-approval';
import {
  clearAllAnswerSchema,
  deleteApprovedAnswerSchema,
  retentionMemberSchema,
  retentionPageSchema,
} from '../../shared/answers/retention';
import { errorAnswers } from '../../shared/schemas/answers';
import { DataKeySupersededError } from '../services/crypto/key-watch';

export const CLEAR_ALL_CONFIRM_MESSAGE = `Type ${CLEAR_ALL_CONFIRMATION} to confirm`;

const memberParams = z.object({ memberId: z.guid(MEMBER_NOT_FOUND) });
const clearAllBody = z.object(
  { confirm: z.literal(CLEAR_ALL_CONFIRMATION, CLEAR_ALL_CONFIRM_MESSAGE) },
  CLEAR_ALL_CONFIRM_MESSAGE,
);

/** Data retention (spec §2, §4): download, then approve, then bulk delete; and the full wipe. */
export async function adminDataRetentionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  /** The employer's day: retention periods end on a calendar day (decision 108). */
  const today = () => dayOf(new Date(), employerTimeZone(app.deps));

  r.get(
    '/api/admin/team-members',
    {
      config: adminAccess('owner', 'hr', 'payroll'),
      schema: { querystring: retentionQuerySchema, response: { 200: retentionPageSchema, ...errorAnswers } },
    },
    async (req) => {
      const { page, search, status } = req.query;
      return listRetentionPage(db, {
        page,
        search,
        filter: status,
        purgeAfterDays: app.deps.env.RETENTION_PURGE_DAYS,
      });
    },
  );

  r.post(
    '/api/admin/mark-downloaded/:memberId',
    {
      config: adminAccess('owner', 'payroll'),
      schema: {
        params: memberParams,
        body: markDownloadedSchema,
        response: { 200: retentionMemberSchema, ...errorAnswers },
      },
    },
    async (req) => markDownloaded(db, req.params.memberId, req.body.officerName, actingAdmin(req)),
  );

  r.post(
    '/api/admin/approve-deletion/:memberId',
    {
      config: adminAccess('owner', 'hr'),
      schema: {
        params: memberParams,
        body: approveDeletionSchema,
        response: { 200: retentionMemberSchema, ...errorAnswers },
      },
    },
    async (req) => approveDeletion(db, req.params.memberId, req.body, actingAdmin(req), today()),
  );

  // A legal hold stops every deletion until the owner removes it (decision 108).
  r.post(
    '/api/admin/legal-hold/:memberId',
    {
      config: adminAccess('owner'),
      schema: {
        params: memberParams,
        body: legalHoldSchema,
        response: { 200: retentionMemberSchema, ...errorAnswers },
      },
    },
    async (req) => placeLegalHold(db, req.params.memberId, req.body.reason, actingAdmin(req)),
  );

  r.delete(
    '/api/admin/legal-hold/:memberId',
    {
      config: adminAccess('owner'),
      schema: { params: memberParams, response: { 200: retentionMemberSchema, ...errorAnswers } },
    },
    async (req) => removeLegalHold(db, req.params.memberId, actingAdmin(req)),
  );

  // Until the bulk delete runs, an approval can be taken back (issue 23, item 13).
  r.post(
    '/api/admin/withdraw-approval/:memberId',
    {
      config: adminAccess('owner', 'hr'),
      schema: { params: memberParams, response: { 200: retentionMemberSchema, ...errorAnswers } },
    },
    async (req) => withdrawApprovalByStaff(db, req.params.memberId, actingAdmin(req)),
  );

  r.delete(
    '/api/admin/delete-approved',
    {
      config: adminAccess('owner', 'hr'),
      schema: { response: { 200: deleteApprovedAnswerSchema, ...errorAnswers } },
    },
    async (req) => {
      const deleted = await deleteApprovedMembers(db, actingAdmin(req), today());
      await eraseDeletedCopies(app.deps, deleted, req.log);
      return { deletedCount: deleted.count };
    },
  );

  /**
   * Streams the workbook as it is built. A failure before the first byte (the first page is made
   * first) answers an error; after it, only cutting the connection tells the client, whose
   * download then fails instead of saving a short file.
   */
  // No automatic HEAD twin: it would run (and audit) a whole export for nothing.
  r.get(
    '/api/admin/download-excel',
    { config: adminAccess('owner', 'payroll'), exposeHeadRoute: false },
    async (req, reply) => {
      // Its worker thread opens values with this instance's keys: on one left on an older data
      // key (a rotation under way), say the server is being updated rather than fail (decision 038).
      const newest = app.deps.keyWatch.supersededBy();
      if (newest !== null) throw new DataKeySupersededError(app.deps.cipher.version, newest);
      await auditExcelExport(db, actingAdmin(req));
      const body = new PassThrough();
      let started!: () => void;
      const isStarted = new Promise<void>((resolve) => (started = resolve));
      const exporting = exportMembersWorkbook(
        db,
        app.deps.cipher,
        body,
        PAGE_SIZE,
        started,
        app.deps.database.connectionConfig,
        employerTimeZone(app.deps),
        // Payroll's export leaves out the sensitive answers' columns (issue 42 item 3).
        seesSensitiveInformation(staffRoleOf(req.session)),
      );
      try {
        await Promise.race([isStarted, exporting]);
      } catch (err) {
        req.log.error({ err }, 'excel export failed before its first byte');
        throw exportFailed();
      }
      exporting.catch((err: unknown) => {
        req.log.error({ err }, 'excel export failed');
        body.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="team_members_${dateStamp(employerTimeZone(app.deps))}.xlsx"`,
        )
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  r.post(
    '/api/admin/clear-all-data',
    {
      config: ownerAction(),
      schema: { body: clearAllBody, response: { 200: clearAllAnswerSchema, ...errorAnswers } },
    },
    async (req) => {
      const cleared = await clearAllData(db, actingAdmin(req), {
        today: today(),
        isTestInstall: app.deps.env.RETENTION_TEST_INSTALL,
      });
      await eraseDeletedCopies(app.deps, 'all', req.log);
      return { cleared };
    },
  );
}
