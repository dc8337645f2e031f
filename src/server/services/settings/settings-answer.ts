import type { EmployerSettingsAnswer } from '../../../shared/answers/employer-settings';
import type { EmployerSettings } from './settings-cache';

/** Where the logo is served; its file id in the query, so a new logo is a new URL. */
export const logoUrl = (s: EmployerSettings) => (s.logoFileId ? `/api/logo?v=${s.logoFileId}` : null);

/** The settings as GET/PUT /api/admin/settings answer them. */
export function settingsAnswer(s: EmployerSettings): EmployerSettingsAnswer {
  return {
    legalName: s.legalName,
    tradingName: s.tradingName,
    abn: s.abn,
    address: s.address,
    phone: s.phone,
    email: s.email,
    timeZone: s.timeZone,
    defaultFund: s.defaultFund,
    smallBusinessEmployer: s.smallBusinessEmployer,
    privacyPolicyUrl: s.privacyPolicyUrl,
    askUnionMembership: s.askUnionMembership,
    logoUrl: logoUrl(s),
    setupDone: s.setupDoneAt !== null,
    updatedAt: s.updatedAt.toISOString(),
  };
}
