import type { PayrollSystem } from '../../../shared/payroll';
import type { AppDeps } from '../../types';
import { employmentHeroConnector } from './employment-hero-connector';
import type { PayrollConnector } from './payroll-connector';
import { xeroConnector } from './xero-connector';

/**
 * The connector of each payroll system built so far (decision 103): one line each. 'Send to
 * payroll', its job, the connections screen and Ready for payroll read the systems from here.
 */
const CONNECTORS: Partial<Record<PayrollSystem, (deps: AppDeps) => PayrollConnector>> = {
  'employment-hero': employmentHeroConnector,
  xero: xeroConnector,
};

/** The systems with a connector, in the order the screens list them. */
export const PAYROLL_CONNECTOR_SYSTEMS = Object.keys(CONNECTORS) as PayrollSystem[];

/** The connector of `system`, or null when none is built. */
export function payrollConnector(deps: AppDeps, system: PayrollSystem): PayrollConnector | null {
  return CONNECTORS[system]?.(deps) ?? null;
}
