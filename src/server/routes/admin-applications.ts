import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  applicationActionAnswerSchema,
  applicationDetailSchema,
  applicationsPageSchema,
} from '../../shared/answers/applications';
import { APPLICATION_API } from '../../shared/applications';
import {
  APPLICATION_NOT_FOUND,
  applicationParamsSchema,
  applicationsQuerySchema,
  approveApplicationSchema,
  ceisParamsSchema,
  countersignParamsSchema,
  countersignSchema,
  requestChangesSchema,
} from '../../shared/schemas/applications';
import { errorAnswers } from '../../shared/schemas/answers';
import { employmentViewSchema } from '../../shared/answers/employment';
import { ceisAnswerSchema } from '../../shared/answers/fair-work';
import { recordCeisGiven } from '../services/fair-work/ceis-reminders';
import { employmentDetailsSchema } from '../../shared/schemas/employment';
import { saveEmploymentDetails } from '../services/employment/employment-details';
import { employeeDatesSchema, employeesPageSchema } from '../../shared/answers/employee';
import {
  EMPLOYEE_API,
  employeeEndSchema,
  employeeStartSchema,
  employeesQuerySchema,
} from '../../shared/schemas/employee';
import { listEmployees } from '../services/employment/list-employees';
import { recordEndDate, recordStartDate } from '../services/employment/employee-dates';
import { seesHealthInformation } from '../../shared/staff-roles';
import { adminAccess } from '../auth/access';
import { staffRoleOf } from '../auth/staff-role';
import { sessionStaff } from '../auth/acting-admin';
import { writeAuditOfStaff } from '../services/audit/staff-audit';
import { notFound } from '../http-errors';
import { actingAdmin } from '../auth/acting-admin';
import { applicationDetail } from '../services/applications/application-detail';
import { listApplications } from '../services/applications/list-applications';
import { markPayrollSetUp } from '../services/applications/mark-payroll-set-up';
import { approveApplication, requestChanges } from '../services/applications/review';
import { countersignDocument } from '../services/applications/countersign-document';
import { confirmSponsor } from '../services/work-rights/confirm-sponsor';
import { readSignaturePng } from '../services/acknowledgments/read-signature-png';

/**
 * HR's applications (issue 25 items 2-4, decision 031): owners and HR read and act; payroll
 * reads (it pays the approved hires) but neither sends back nor approves. Payroll and owners mark
 * an approved hire set up in payroll (issue 35 item 11).
 */
export async function adminApplicationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { db } = deps.database;
  const read = adminAccess('owner', 'hr', 'payroll');
  const act = adminAccess('owner', 'hr');
  const pay = adminAccess('owner', 'payroll');

  r.get(
    APPLICATION_API.list,
    {
      config: read,
      schema: {
        querystring: applicationsQuerySchema,
        response: { 200: applicationsPageSchema, ...errorAnswers },
      },
    },
    async (req) => listApplications(db, req.query),
  );

  // The employees (decision 107): every approved application, searchable; read as the applications.
  r.get(
    EMPLOYEE_API.list,
    {
      config: read,
      schema: {
        querystring: employeesQuerySchema,
        response: { 200: employeesPageSchema, ...errorAnswers },
      },
    },
    async (req) => listEmployees(db, req.query),
  );

  r.get(
    APPLICATION_API.detail,
    {
      config: read,
      schema: {
        params: applicationParamsSchema,
        response: { 200: applicationDetailSchema, ...errorAnswers },
      },
    },
    async (req) => {
      // The numbers are masked for every role; payroll and owners may reveal them one at a time
      // (the audited reveal route, decision 029). The medical answers go to owners and HR only.
      const role = staffRoleOf(req.session);
      const detail = await applicationDetail(deps, req.params.id, {
        canReveal: role === 'owner' || role === 'payroll',
        showsHealthInformation: seesHealthInformation(role),
      });
      if (!detail) throw notFound(APPLICATION_NOT_FOUND);
      // Shown the medical answers: audited with the person (issue 36 item 15).
      const medical = detail.tasks.find((task) => task.id === 'medical-declaration');
      if (role && seesHealthInformation(role) && medical && medical.sections.length > 0)
        await writeAuditOfStaff(deps, sessionStaff(req, role), {
          action: 'health.read_answers',
          thing: req.params.id,
          target: req.params.id,
        });
      return detail;
    },
  );

  r.post(
    APPLICATION_API.requestChanges,
    {
      config: act,
      schema: {
        params: applicationParamsSchema,
        body: requestChangesSchema,
        response: { 200: applicationActionAnswerSchema, ...errorAnswers },
      },
    },
    async (req) => ({ application: await requestChanges(deps, req.params.id, req.body, actingAdmin(req)) }),
  );

  r.post(
    APPLICATION_API.approve,
    {
      config: act,
      schema: {
        params: applicationParamsSchema,
        body: approveApplicationSchema,
        response: { 200: applicationActionAnswerSchema, ...errorAnswers },
      },
    },
    async (req) => ({
      application: await approveApplication(deps, req.params.id, actingAdmin(req), {
        sightedLicenceIds: req.body?.sightedLicenceIds ?? [],
      }),
    }),
  );

  // Owners and HR give or change the employer's side of the employment until approval (decision 099).
  r.put(
    APPLICATION_API.employment,
    {
      config: act,
      schema: {
        params: applicationParamsSchema,
        body: employmentDetailsSchema,
        response: { 200: employmentViewSchema, ...errorAnswers },
      },
    },
    async (req) => saveEmploymentDetails(deps, req.params.id, req.body, actingAdmin(req)),
  );

  // Owners and HR record giving a casual the CEIS due again (Fair Work Act s 125B; issue 41 item 1).
  r.post(
    APPLICATION_API.ceisGiven,
    {
      config: act,
      schema: { params: ceisParamsSchema, response: { 200: ceisAnswerSchema, ...errorAnswers } },
    },
    async (req) => recordCeisGiven(deps, req.params.id, req.params.months, actingAdmin(req)),
  );

  // Owners and HR record the employee's actual start date, then the end date and why (decision 107).
  r.put(
    APPLICATION_API.employeeStart,
    {
      config: act,
      schema: {
        params: applicationParamsSchema,
        body: employeeStartSchema,
        response: { 200: employeeDatesSchema, ...errorAnswers },
      },
    },
    async (req) => recordStartDate(deps, req.params.id, req.body, actingAdmin(req)),
  );
  r.put(
    APPLICATION_API.employeeEnd,
    {
      config: act,
      schema: {
        params: applicationParamsSchema,
        body: employeeEndSchema,
        response: { 200: employeeDatesSchema, ...errorAnswers },
      },
    },
    async (req) => recordEndDate(deps, req.params.id, req.body, actingAdmin(req)),
  );

  // Owners and HR confirm the employer is the sponsor of a visa with condition 8607/8107 (issue 40).
  r.post(
    APPLICATION_API.confirmSponsor,
    {
      config: act,
      schema: {
        params: applicationParamsSchema,
        response: { 200: applicationActionAnswerSchema, ...errorAnswers },
      },
    },
    async (req) => ({ application: await confirmSponsor(deps, req.params.id, actingAdmin(req)) }),
  );

  // Owners and HR countersign a hire's signed document that asks for it (decision 091).
  r.post(
    APPLICATION_API.countersign,
    {
      config: act,
      schema: {
        params: countersignParamsSchema,
        body: countersignSchema,
        response: { 200: applicationDetailSchema, ...errorAnswers },
      },
    },
    async (req) => {
      const png = await readSignaturePng(req.body.signature);
      const ids = { applicationId: req.params.id, documentId: req.params.documentId };
      await countersignDocument(deps, ids, png, actingAdmin(req), req.headers['user-agent'] ?? null);
      const role = staffRoleOf(req.session);
      const detail = await applicationDetail(deps, req.params.id, {
        canReveal: role === 'owner',
        showsHealthInformation: false,
      });
      if (!detail) throw notFound(APPLICATION_NOT_FOUND);
      return detail;
    },
  );

  r.post(
    APPLICATION_API.payrollSetUp,
    {
      config: pay,
      schema: {
        params: applicationParamsSchema,
        response: { 200: applicationActionAnswerSchema, ...errorAnswers },
      },
    },
    async (req) => ({ application: await markPayrollSetUp(deps, req.params.id, actingAdmin(req)) }),
  );
}
