import { errorAnswers } from '../../shared/schemas/answers';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditPageSchema,
  auditQuerySchema,
  memberNumbersSchema,
  newStaffSchema,
  revealedSchema,
  revealSchema,
  staffListSchema,
  staffRoleChangeSchema,
  staffSchema,
} from '../../shared/schemas/staff';
import { adminAccess, ownerAction } from '../auth/access';
import { actingAdmin } from '../auth/acting-admin';
import { AUDIT_PAGE_SIZE, auditCsv, listAudit } from '../services/audit/list-audit';
import { affectedRecordsCsv } from '../services/audit/affected-records';
import { affectedQuerySchema } from '../../shared/schemas/affected-records';
import { dateStamp } from '../services/format/au-dates';
import { employerTimeZone } from '../services/format/employer-time-zone';
import { MEMBER_NOT_FOUND } from '../services/retention/find-retention-member';
import { issueEnrolment } from '../services/staff/enrolment';
import { maskedNumbers, revealNumber } from '../services/staff/member-numbers';
import { relyingParty } from '../auth/relying-party';
import {
  addStaff,
  changeStaffRole,
  deactivateStaff,
  findActiveStaff,
  listStaff,
  STAFF_NOT_FOUND,
  staffView,
  unlockStaff,
} from '../services/staff/staff-members';
import { forbidden, notFound } from '../http-errors';

export const PIN_ADDS_OWNER_ONLY =
  'The setup access code can only add the owner. Please add yourself (or the business owner) with the Owner role; they add everyone else.';

const staffParams = z.object({ id: z.guid(STAFF_NOT_FOUND) });
const memberParams = z.object({ memberId: z.guid(MEMBER_NOT_FOUND) });
const linkSent = z.object({ success: z.literal(true), expiresAt: z.string() });

/** Staff accounts (issue 24, decision 029): the owner's people, the audit, and who saw which number. */
export async function staffRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { db } = deps.database;
  const owner = adminAccess('owner');
  // The routes a bootstrap-PIN session may call besides its own session: see the staff, add the
  // first owner and send their link again (issue 36 item 6); the PIN adds no one else.
  const ownerOrPin = { ...owner, bootstrap: true };
  const pinAddsOwnersOnly = (req: FastifyRequest, role: string) => {
    if (!req.staff && role !== 'owner') throw forbidden(PIN_ADDS_OWNER_ONLY);
  };
  // Changes of who can do what ask for the factors again after 10 minutes (decision 037).
  const action = ownerAction();

  r.get(
    '/api/admin/staff',
    { config: ownerOrPin, schema: { response: { 200: staffListSchema, ...errorAnswers } } },
    async () => ({
      staff: await listStaff(db),
    }),
  );

  /** Adds a person and emails them a one-time link (24 hours) to set up their sign-in. */
  r.post(
    '/api/admin/staff',
    {
      config: { ...action, bootstrap: true },
      schema: { body: newStaffSchema, response: { 201: staffSchema, ...errorAnswers } },
    },
    async (req, reply) => {
      pinAddsOwnersOnly(req, req.body.role);
      const staff = await addStaff(db, req.body, actingAdmin(req));
      await issueEnrolment(deps, db, staff, { baseUrl: relyingParty(deps, req).origin, mail: true });
      deps.jobs.wake();
      return reply.code(201).send(staffView(staff));
    },
  );

  r.patch(
    '/api/admin/staff/:id',
    {
      config: action,
      schema: {
        params: staffParams,
        body: staffRoleChangeSchema,
        response: { 200: staffSchema, ...errorAnswers },
      },
    },
    async (req) => staffView(await changeStaffRole(db, req.params.id, req.body.role, actingAdmin(req))),
  );

  r.post(
    '/api/admin/staff/:id/deactivate',
    { config: action, schema: { params: staffParams, response: { 200: staffSchema, ...errorAnswers } } },
    async (req) => staffView(await deactivateStaff(db, req.params.id, actingAdmin(req))),
  );

  /** A new link for a person who lost theirs, or every factor (their old link stops working). */
  r.post(
    '/api/admin/staff/:id/enrolment-link',
    {
      config: { ...action, bootstrap: true },
      schema: { params: staffParams, response: { 200: linkSent, ...errorAnswers } },
    },
    async (req) => {
      const staff = await findActiveStaff(db, req.params.id);
      if (!staff) throw notFound(STAFF_NOT_FOUND);
      pinAddsOwnersOnly(req, staff.role);
      const link = await issueEnrolment(deps, db, staff, {
        baseUrl: relyingParty(deps, req).origin,
        mail: true,
        by: actingAdmin(req),
      });
      deps.jobs.wake();
      return { success: true as const, expiresAt: link.expiresAt.toISOString() };
    },
  );

  /** Opens an account locked by 10 wrong sign-ins in a row (decision 037); audited. */
  r.post(
    '/api/admin/staff/:id/unlock',
    { config: action, schema: { params: staffParams, response: { 200: staffSchema, ...errorAnswers } } },
    async (req) => staffView(await unlockStaff(db, req.params.id, actingAdmin(req))),
  );

  r.get(
    '/api/admin/audit',
    {
      config: owner,
      schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema, ...errorAnswers } },
    },
    async (req) => {
      const { page, ...filter } = req.query;
      return { rows: await listAudit(db, filter, page), page, pageSize: AUDIT_PAGE_SIZE };
    },
  );

  r.get(
    '/api/admin/audit.csv',
    { config: owner, exposeHeadRoute: false, schema: { querystring: auditQuerySchema } },
    async (req, reply) => {
      const { page: _page, ...filter } = req.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="audit_${dateStamp(employerTimeZone(app.deps))}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(await auditCsv(db, filter, actingAdmin(req)));
    },
  );

  /**
   * For a notifiable data breach assessment (decision 106): who could see which records, and
   * every export, download, reveal, file view and sign-in in the window, as a CSV; audited.
   */
  r.get(
    '/api/admin/audit/affected',
    { config: owner, exposeHeadRoute: false, schema: { querystring: affectedQuerySchema } },
    async (req, reply) => {
      const zone = employerTimeZone(app.deps);
      const { csv, window } = await affectedRecordsCsv(db, req.query, zone, actingAdmin(req));
      const lastDay = dateStamp(zone, new Date(window.until.getTime() - 1));
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="access_${dateStamp(zone, window.since)}_to_${lastDay}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  /** A member's TFN and bank numbers, masked, for every role. */
  r.get(
    '/api/admin/members/:memberId/numbers',
    {
      config: adminAccess('owner', 'hr', 'payroll'),
      schema: { params: memberParams, response: { 200: memberNumbersSchema, ...errorAnswers } },
    },
    async (req) => maskedNumbers(db, deps.cipher, req.params.memberId),
  );

  /** 'Show': one number in full, for payroll and owners, audited. */
  r.post(
    '/api/admin/members/:memberId/reveal',
    {
      config: adminAccess('owner', 'payroll'),
      schema: {
        params: memberParams,
        body: revealSchema,
        response: { 200: revealedSchema, ...errorAnswers },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return revealNumber(db, deps.cipher, req.params.memberId, req.body.field, actingAdmin(req));
    },
  );
}
