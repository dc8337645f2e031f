import { z } from 'zod';
import { isValidTfn, normalizeTfn } from '../validators/tfn';
import { blankOr, emailField, pngDataUrl, requiredDate, whenFieldsValid, yesNo } from './fields';

export const TFN_INVALID = 'Please enter a valid tax file number';
export const TFN_OR_EXEMPTION_REQUIRED = 'Please enter a tax file number or choose an exemption';

export const TFN_EXEMPTIONS = ['under18', 'pension'] as const;
export type TfnExemption = (typeof TFN_EXEMPTIONS)[number];
export const TFN_EXEMPTION_LABELS: Record<TfnExemption, string> = {
  under18: 'Under 18 years of age',
  pension: 'Pension/benefit recipient',
};

export const BASIS_OF_PAYMENT = [
  'employee',
  'company-director',
  'contractor',
  'labor-hire',
  'other',
] as const;
export const RESIDENCY_STATUSES = [
  'resident',
  'working-holiday-maker',
  'foreign-resident',
  'australian-citizen',
] as const;

/** An optional TFN: '' or a valid one, stored as 9 digits without spaces. */
export const optionalTfnField = z
  .string()
  .trim()
  .overwrite(normalizeTfn)
  .refine(blankOr(isValidTfn), TFN_INVALID)
  .default('');

export const taxDeclarationSchema = z
  .object({
    email: emailField('Valid email required'),
    taxFileNumber: optionalTfnField,
    tfnExemption: z.enum(['', ...TFN_EXEMPTIONS]).default(''),
    basisOfPayment: z.enum(BASIS_OF_PAYMENT).default('employee'),
    australianResident: z.enum(RESIDENCY_STATUSES).default('resident'),
    claimTaxFreeThreshold: yesNo('yes'),
    hasHELPDebt: yesNo('no'),
    taxDeclarationDate: requiredDate('Declaration date is required'),
    taxDeclarationSignature: pngDataUrl('Initial is required'),
  })
  // Exemptions are offered only while no TFN is entered, so a TFN wins over a stale exemption.
  .overwrite((value) => (value.taxFileNumber !== '' ? { ...value, tfnExemption: '' as const } : value))
  .superRefine(
    (value, ctx) => {
      if (value.taxFileNumber === '' && value.tfnExemption === '') {
        ctx.addIssue({ code: 'custom', path: ['taxFileNumber'], message: TFN_OR_EXEMPTION_REQUIRED });
      }
    },
    whenFieldsValid(['taxFileNumber', 'tfnExemption']),
  );

export type TaxDeclaration = z.infer<typeof taxDeclarationSchema>;
