import { PermanentJobError } from '../../jobs/job-handler';
import type { AppDeps } from '../../types';
import { refusalText } from '../records-system/deliver-records';
import { toEmploymentHeroEmployee } from './employment-hero-model';
import type { PayrollConnector } from './payroll-connector';
import { hasConnection, openConnection } from './payroll-connections';

// Employment Hero Payroll (formerly KeyPay), AU: its published-models/README.md cites the source
// of each rule below. HTTP Basic with the API key as the user name and no password; create is
// POST .../employee/unstructured, update PUT .../employee/unstructured/{id}. It does not match on
// ExternalId, so a second push PUTs the id its first answer gave; the create keeps the default
// match (Standard: the TFN, else name, birth date and email), so a create retried after a lost
// answer updates the employee it made rather than making a second one.

/** Answers no retry can change: the request, the key or the business id is wrong. */
const PERMANENT = new Set([400, 401, 403, 404, 422]);

const NOT_CONNECTED = 'Employment Hero Payroll is not connected';

/** The `id` of an EmployeeUpdateResponseModel; null for any other answer (never its text). */
function answeredId(text: string): string | null {
  try {
    const id = (JSON.parse(text) as { id?: unknown }).id;
    return (typeof id === 'number' && Number.isInteger(id)) || (typeof id === 'string' && id !== '')
      ? String(id)
      : null;
  } catch {
    return null;
  }
}

type Deps = Pick<AppDeps, 'env' | 'cipher'> & { database: Pick<AppDeps['database'], 'db'> };

export function employmentHeroConnector(deps: Deps): PayrollConnector {
  const { db } = deps.database;
  return {
    system: 'employment-hero',
    isConnected: () => hasConnection(db, 'employment-hero'),
    async push(employee, existingId) {
      const connection = await openConnection(db, deps.cipher, 'employment-hero');
      if (!connection) throw new PermanentJobError(NOT_CONNECTED);
      const base =
        `${deps.env.EMPLOYMENT_HERO_API_URL}/api/v2/business/` +
        `${encodeURIComponent(connection.account)}/employee/unstructured`;
      const timeoutMs = deps.env.PAYROLL_API_TIMEOUT_MS;
      let res: Response;
      try {
        res = await fetch(existingId ? `${base}/${encodeURIComponent(existingId)}` : base, {
          method: existingId ? 'PUT' : 'POST',
          headers: {
            authorization: `Basic ${Buffer.from(`${connection.secret}:`).toString('base64')}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(toEmploymentHeroEmployee(employee)),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (err) {
        const cause = (err as { cause?: { code?: string; message?: string } }).cause;
        const reason =
          err instanceof Error && err.name === 'TimeoutError'
            ? `timed out after ${timeoutMs} ms`
            : (cause?.code ?? cause?.message ?? (err as Error).message);
        throw new Error(`Employment Hero Payroll unreachable: ${reason}`, { cause: err });
      }
      const text = await res.text().catch(() => '');
      if (!res.ok) {
        // The answer can echo the hire's details back: its status and a digest, never the body.
        const message = refusalText(res.status, text);
        if (PERMANENT.has(res.status)) throw new PermanentJobError(message);
        throw new Error(message);
      }
      // EmployeeUpdateResponseModel: { id, status, detailedStatus }; any 2xx with an id.
      const id = answeredId(text);
      if (id === null)
        throw new PermanentJobError(`${refusalText(res.status, text)}: answered without an employee id`);
      return { employeeId: id };
    },
  };
}
