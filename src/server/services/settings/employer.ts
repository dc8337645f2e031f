import { HttpError } from '../../http-errors';
import { SETUP_REQUIRED } from '../../../shared/setup-required';
import type { SettingsCache } from './settings-cache';

type WithSettings = { settings: SettingsCache };

/** The name hires and emails read: the trading name, else the legal name. */
export function employerName(deps: WithSettings): string {
  const s = deps.settings.current();
  return s.tradingName || s.legalName;
}

/** The legal name and ABN, printed as the payer on the tax declaration and super choice. */
export function employerPayer(deps: WithSettings): { companyName: string; employerAbn: string | undefined } {
  const s = deps.settings.current();
  return { companyName: s.legalName, employerAbn: s.abn || undefined };
}

/** Whether the owner has completed the first-run setup (issue 39 item 1). */
export function isSetUp(deps: WithSettings): boolean {
  return deps.settings.current().setupDoneAt !== null;
}

/** No invitation goes out under the example company: 409 `setup_required` until the owner's setup. */
export function assertSetUp(deps: WithSettings): void {
  if (!isSetUp(deps)) throw new HttpError(409, 'setup_required', SETUP_REQUIRED.invitationRefused);
}
