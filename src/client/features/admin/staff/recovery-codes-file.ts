import { dayOf, formatIsoDay } from '../../../../shared/date-time-format';
import { saveFile } from '../../../lib/save-file';

/** What the Download, Copy and Print of the recovery codes say besides the codes (issue 35). */
export interface RecoveryCodesContext {
  /** 'Employee Onboarding', with the employer's name when the server has one. */
  appName: string;
  email: string;
  /** When the codes were shown, as the employer's date (dd/mm/yyyy). */
  date: string;
  /** The same date as yyyy-mm-dd, for a file name that sorts. */
  isoDate: string;
}

const APP_NAME = 'Employee Onboarding';

/** The context of codes shown at `now` to `email`. */
export function recoveryCodesContext(
  email: string,
  companyName: string,
  /** The employer's zone (useTimeZone): the date is the employer's date. */
  timeZone: string,
  now = new Date(),
): RecoveryCodesContext {
  const isoDate = dayOf(now, timeZone);
  return {
    appName: companyName ? `${companyName} ${APP_NAME}` : APP_NAME,
    email,
    date: formatIsoDay(isoDate),
    isoDate,
  };
}

/** The text file: who and when above, then one code a line (the Copy puts the codes alone). */
export function recoveryCodesText(codes: readonly string[], context: RecoveryCodesContext): string {
  return [
    `${context.appName}: recovery codes`,
    `Account: ${context.email}`,
    `Date: ${context.date}`,
    '',
    'Each code signs you in once if you lose your phone or passkey. Keep this file somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\n');
}

export const recoveryCodesFileName = (context: RecoveryCodesContext) =>
  `recovery-codes-${context.isoDate}.txt`;

/** Saves `text` as a plain-text file. */
export function saveTextFile(name: string, text: string) {
  saveFile(name, new Blob([text], { type: 'text/plain;charset=utf-8' }));
}
