import type { z } from 'zod/mini';
import type { payrollConnectionsSchema } from '../../../shared/answers/payroll';
import { PAYROLL_SYSTEM_NAMES } from '../../../shared/payroll';
import { payrollConnections } from '../../db/schema/payroll';
import type { AppDeps } from '../../types';
import { payrollConnector, PAYROLL_CONNECTOR_SYSTEMS } from './payroll-connectors';

/** Every payroll system a connector is built for: connected or not, with the account, never the secret. */
export async function listConnections(deps: AppDeps): Promise<z.input<typeof payrollConnectionsSchema>> {
  const rows = await deps.database.db
    .select({
      system: payrollConnections.system,
      account: payrollConnections.account,
      connectedAt: payrollConnections.connectedAt,
      connectedBy: payrollConnections.connectedBy,
    })
    .from(payrollConnections);
  const connections = await Promise.all(
    PAYROLL_CONNECTOR_SYSTEMS.map(async (system) => {
      const row = rows.find((r) => r.system === system);
      const connected = (await payrollConnector(deps, system)?.isConnected()) ?? false;
      return {
        system,
        name: PAYROLL_SYSTEM_NAMES[system],
        connected,
        account: connected ? (row?.account ?? null) : null,
        connectedAt: connected ? (row?.connectedAt ?? null) : null,
        connectedBy: connected ? (row?.connectedBy ?? null) : null,
      };
    }),
  );
  return { connections };
}
