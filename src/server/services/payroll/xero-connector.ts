import crypto from 'node:crypto';
import type { PayrollAuApi } from 'xero-node';
import { PermanentJobError } from '../../jobs/job-handler';
import { loadXeroNode } from '../../lazy-packages';
import type { AppDeps } from '../../types';
import { refusalText } from '../records-system/deliver-records';
import type { PayrollConnector } from './payroll-connector';
import type { PayrollEmployee } from './payroll-employee';
import {
  currentXeroGrant,
  withTimeout,
  XeroConnectionError,
  xeroConfig,
  xeroConnectionStatus,
  type XeroDeps,
  type XeroGrant,
} from './xero-connection';
import { isSameFund, superFundOf, toXeroEmployee } from './xero-model';

// Xero Payroll AU (issue 41 item 4, decision 104), through xero-node's PayrollAuApi pointed at
// XERO_API_URL. Create is POST /Employees, update POST /Employees/{EmployeeID} with the id the
// first push stored: a second push updates, never duplicates. The hire's super fund is the
// organisation's SuperFundID: found among its funds by USI (an SMSF by ABN), else created.
// published-models/README.md cites each rule.

/** Answers no retry can change: the body, the grant or the organisation is wrong. */
const PERMANENT = new Set([400, 401, 403, 404, 422]);
/** GET /Superfunds answers 100 funds a page. */
const SUPER_FUNDS_PAGE = 100;

/**
 * Xero's refusal as xero-node rejects it: a JSON string of `{ response: { statusCode, body } }`
 * (its ApiError), or a `{ response, body }` object for a non-2xx answer it did not throw on.
 * The body is read only to digest it: it echoes the hire's details back.
 */
function refusalOf(err: unknown): { status: number; body: string } | null {
  let parsed: unknown = err;
  if (typeof err === 'string') {
    try {
      parsed = JSON.parse(err);
    } catch {
      return null;
    }
  }
  const response = (parsed as { response?: { statusCode?: unknown; status?: unknown } } | null)?.response;
  const status = response?.statusCode ?? response?.status;
  if (typeof status !== 'number') return null;
  const body = (parsed as { body?: unknown }).body;
  return { status, body: body === undefined || body === null ? '' : JSON.stringify(body) };
}

/** The same request gets the same key: Xero answers a retried one again instead of doing it twice. */
const idempotencyKey = (tenantId: string, what: string, body: unknown) =>
  crypto
    .createHash('sha256')
    .update(`${tenantId}\n${what}\n${JSON.stringify(body)}`)
    .digest('hex');

/** Xero's refusal of one call, for the job: permanent or a retry; its message never the body. */
function jobError(err: unknown, what: string): Error {
  if (err instanceof XeroConnectionError)
    return err.isRetryable ? new Error(err.message) : new PermanentJobError(err.message);
  if (err instanceof PermanentJobError) return err;
  const refusal = refusalOf(err);
  if (!refusal || refusal.status === 0)
    return new Error(`${what}: Xero Payroll AU unreachable`, {
      cause: err instanceof Error ? err : undefined,
    });
  const message = `${what}: Xero Payroll AU answered ${refusalText(refusal.status, refusal.body)}`;
  return PERMANENT.has(refusal.status) ? new PermanentJobError(message) : new Error(message);
}

const isUnauthorised = (err: unknown) => refusalOf(err)?.status === 401;

type Deps = Pick<AppDeps, 'env' | 'cipher'> & { database: Pick<AppDeps['database'], 'db'> };

export function xeroConnector(deps: Deps): PayrollConnector {
  const xeroDeps: XeroDeps = { db: deps.database.db, cipher: deps.cipher, env: deps.env };

  async function api(grant: XeroGrant): Promise<PayrollAuApi> {
    const { PayrollAuApi } = await loadXeroNode();
    const config = xeroConfig(deps.env);
    const payroll = new PayrollAuApi(`${config?.apiUrl ?? 'https://api.xero.com'}/payroll.xro/1.0`);
    payroll.accessToken = grant.accessToken;
    return payroll;
  }

  /** The organisation's SuperFundID of the hire's fund, found or created; null without one to name. */
  async function superFundId(payroll: PayrollAuApi, tenantId: string, employee: PayrollEmployee) {
    const wanted = superFundOf(employee.super);
    if (!wanted) return null;
    for (let page = 1; ; page++) {
      const { body } = await withTimeout(
        payroll.getSuperfunds(tenantId, undefined, undefined, undefined, page),
        'Reading the super funds',
      );
      const funds = body.superFunds ?? [];
      const found = funds.find((fund) => isSameFund(fund, wanted));
      if (found?.superFundID) return found.superFundID;
      if (funds.length < SUPER_FUNDS_PAGE) break;
    }
    const { body } = await withTimeout(
      payroll.createSuperfund(tenantId, [wanted], idempotencyKey(tenantId, 'Superfunds', wanted)),
      'Adding the super fund',
    );
    const created = body.superFunds?.[0]?.superFundID;
    if (!created) throw new PermanentJobError('Xero Payroll AU added the super fund without an id');
    return created;
  }

  async function pushWith(grant: XeroGrant, employee: PayrollEmployee, existingId: string | null) {
    const payroll = await api(grant);
    const fundId = await superFundId(payroll, grant.tenantId, employee);
    const body = [toXeroEmployee(employee, fundId)];
    const memberships = body[0]!.superMemberships;
    if (existingId && memberships) {
      // A membership Xero already holds is named by its SuperMembershipID, or an update would
      // add the same fund a second time.
      const { body: current } = await withTimeout(
        payroll.getEmployee(grant.tenantId, existingId),
        'Reading the employee',
      );
      const held = current.employees?.[0]?.superMemberships ?? [];
      for (const membership of memberships) {
        const same = held.find((h) => h.superFundID === membership.superFundID);
        if (same?.superMembershipID) membership.superMembershipID = same.superMembershipID;
      }
    }
    const key = idempotencyKey(grant.tenantId, existingId ?? 'Employees', body);
    const { body: answer } = await withTimeout(
      existingId
        ? payroll.updateEmployee(grant.tenantId, existingId, body, key)
        : payroll.createEmployee(grant.tenantId, body, key),
      existingId ? 'Updating the employee' : 'Creating the employee',
    );
    const employeeId = answer.employees?.[0]?.employeeID;
    if (!employeeId) throw new PermanentJobError('Xero Payroll AU answered without an EmployeeID');
    return { employeeId };
  }

  return {
    system: 'xero',
    isConnected: async () => (await xeroConnectionStatus(xeroDeps)).connected,
    async push(employee, existingId) {
      const what = existingId ? 'Updating the employee' : 'Creating the employee';
      let grant: XeroGrant;
      try {
        grant = await currentXeroGrant(xeroDeps);
      } catch (err) {
        throw jobError(err, what);
      }
      try {
        return await pushWith(grant, employee, existingId);
      } catch (err) {
        if (!isUnauthorised(err)) throw jobError(err, what);
      }
      // 401: the access token was refused before its time (revoked, or the clocks disagree): one
      // refresh, one more try; a second 401 is for the owner to fix (reconnect).
      try {
        return await pushWith(await currentXeroGrant(xeroDeps, true), employee, existingId);
      } catch (err) {
        throw jobError(err, what);
      }
    },
  };
}
