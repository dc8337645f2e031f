import { z } from 'zod/mini';
import { classificationsOf, ENTERPRISE_AGREEMENT, EMPLOYMENT_INSTRUMENTS } from '../employment/awards';
import {
  EMPLOYMENT_TYPES,
  PAY_RATE_UNITS,
  PAY_SCHEDULES,
  STP_INCOME_TYPES,
} from '../employment/employment-types';
import { LSL_NUMBER_MAX } from '../employment/lsl-schemes';
import { optionalDate, optionalText, whenFieldsValid } from './fields';

// The employer's side of a hire's employment (issue 41 item 1, decision 099): entered by HR at
// invitation, editable until approval, shown read-only to the hire. The employment type is the
// employer's determination (Fair Work Act s 15A), not the hire's tax answer.

export const EMPLOYMENT_TYPE_REQUIRED = 'Please choose the employment type';
export const END_DATE_REQUIRED = 'A fixed-term contract needs its end date';
export const PAY_SCHEDULE_REQUIRED = 'Please choose the pay schedule';
export const INSTRUMENT_REQUIRED = 'Please choose the award or agreement';
export const AGREEMENT_NAME_REQUIRED = 'Please name the enterprise agreement';
export const CLASSIFICATION_NOT_IN_AWARD = 'Please choose a classification of this award';
export const HOURS_INVALID = 'Enter the ordinary hours a week, up to 60 (e.g. 38)';
export const HOURS_REQUIRED = 'Ordinary hours a week are required unless the hire is casual';
export const PAY_RATE_INVALID = 'Enter the pay rate in dollars (e.g. 38.50)';
export const PAY_RATE_UNIT_REQUIRED = 'Please choose how the rate is paid';

/** Hours as typed ('38', '37.5'): up to two decimals, more than 0 and at most 60. */
const isHours = (value: string) =>
  /^\d{1,2}(\.\d{1,2})?$/.test(value) && Number(value) > 0 && Number(value) <= 60;
/** Dollars as typed ('38.5', '85000'): up to 4 decimals (award rates are quoted to the cent, some to 4). */
const isRate = (value: string) => /^\d{1,7}(\.\d{1,4})?$/.test(value) && Number(value) > 0;

const trimmed = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `Must be ${max} characters or fewer`));

export const employmentDetailsSchema = z
  .object({
    employmentType: z.enum(EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_REQUIRED),
    /** 'YYYY-MM-DD' for a fixed-term contract; '' otherwise. */
    endDate: z._default(optionalDate(), ''),
    paySchedule: z.enum(PAY_SCHEDULES, PAY_SCHEDULE_REQUIRED),
    /** A modern award's code (MA000020, ...) or ENTERPRISE_AGREEMENT. */
    instrument: z.enum(EMPLOYMENT_INSTRUMENTS, INSTRUMENT_REQUIRED),
    /** The enterprise agreement's name, when `instrument` is one. */
    agreementName: z._default(optionalText(120), ''),
    /** The award's classification code (CW3, ...), or as HR types it for an award without a list. */
    classification: z._default(optionalText(60), ''),
    /** Ordinary hours a week ('38'); '' for a casual. */
    hoursPerWeek: z._default(trimmed(5).check(z.refine((v) => v === '' || isHours(v), HOURS_INVALID)), ''),
    payRate: trimmed(12).check(z.refine(isRate, PAY_RATE_INVALID)),
    payRateUnit: z.enum(PAY_RATE_UNITS, PAY_RATE_UNIT_REQUIRED),
    /** The hire's number with their state's portable long service leave scheme, where they have one. */
    lslNumber: z._default(optionalText(LSL_NUMBER_MAX), ''),
    /**
     * The STP income type HR determined; '' or absent (details given before it was asked): the
     * one the hire's tax answers point to (incomeTypeFromTax).
     */
    incomeType: z.optional(z.enum(['', ...STP_INCOME_TYPES])),
  })
  .check(
    z.superRefine(
      (value, ctx) => {
        if (value.employmentType === 'fixed-term' && value.endDate === '')
          ctx.addIssue({ code: 'custom', path: ['endDate'], message: END_DATE_REQUIRED });
        if (value.instrument === ENTERPRISE_AGREEMENT && value.agreementName === '')
          ctx.addIssue({ code: 'custom', path: ['agreementName'], message: AGREEMENT_NAME_REQUIRED });
        const listed = classificationsOf(value.instrument);
        if (
          listed.length > 0 &&
          value.classification !== '' &&
          !listed.some((c) => c.code === value.classification)
        )
          ctx.addIssue({ code: 'custom', path: ['classification'], message: CLASSIFICATION_NOT_IN_AWARD });
        if (value.employmentType !== 'casual' && value.hoursPerWeek === '')
          ctx.addIssue({ code: 'custom', path: ['hoursPerWeek'], message: HOURS_REQUIRED });
      },
      whenFieldsValid([
        'employmentType',
        'endDate',
        'instrument',
        'agreementName',
        'classification',
        'hoursPerWeek',
      ]),
    ),
  );
export type EmploymentDetailsInput = z.input<typeof employmentDetailsSchema>;
export type EmploymentDetails = z.output<typeof employmentDetailsSchema>;
