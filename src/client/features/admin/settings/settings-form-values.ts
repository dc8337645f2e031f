import type { EmployerSettingsAnswer } from '../../../../shared/answers/employer-settings';

/** What the settings form holds: every field as a string; both kinds of fund's fields. */
export interface SettingsFormValues {
  legalName: string;
  tradingName: string;
  abn: string;
  address: string;
  phone: string;
  email: string;
  timeZone: string;
  defaultFund: {
    kind: 'apra' | 'smsf';
    name: string;
    abn: string;
    usi: string;
    esa: string;
    bsb: string;
    accountNumber: string;
    accountName: string;
  };
  smallBusinessEmployer: boolean;
  privacyPolicyUrl: string;
  askUnionMembership: boolean;
  /** A data URL to upload, null to remove, undefined to keep. */
  logo?: string | null;
}

const BLANK_FUND = { usi: '', esa: '', bsb: '', accountNumber: '', accountName: '' };

/** The form's first values: the settings as stored (seeded from the environment before setup). */
export function settingsFormValues(s: EmployerSettingsAnswer): SettingsFormValues {
  return {
    legalName: s.legalName,
    tradingName: s.tradingName,
    abn: s.abn,
    address: s.address,
    phone: s.phone,
    email: s.email,
    timeZone: s.timeZone,
    defaultFund: { ...BLANK_FUND, ...s.defaultFund },
    smallBusinessEmployer: s.smallBusinessEmployer,
    privacyPolicyUrl: s.privacyPolicyUrl,
    askUnionMembership: s.askUnionMembership,
    logo: undefined,
  };
}

/** The Australian zones first, then every other zone the browser knows. */
export function timeZoneOptions(current: string): string[] {
  const australian = [
    'Australia/Sydney',
    'Australia/Melbourne',
    'Australia/Brisbane',
    'Australia/Adelaide',
    'Australia/Darwin',
    'Australia/Perth',
    'Australia/Hobart',
    'Australia/Broken_Hill',
    'Australia/Lord_Howe',
    'Australia/Eucla',
  ];
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const rest = all.filter((zone) => !australian.includes(zone));
  return [...new Set([...australian, current, ...rest])];
}
