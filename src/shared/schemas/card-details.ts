import { z } from 'zod/mini';
import { LICENCE_KIND_CODES, licenceKindOf } from '../licence-kinds';
import { builtOnFirstUse } from './built-on-first-use';
import { optionalDate, optionalText, requiredText, whenFieldsValid } from './fields';

// Wizard step 5 (issue 40 item 1, decision 094): the licences, tickets and cards the hire holds,
// as a list of their own (`/api/me/licences`), not fields of the member. The step's draft holds
// nothing; Next saves the list.

export const LICENCE_KIND_REQUIRED = 'Please choose the licence or ticket';
export const LICENCE_NUMBER_REQUIRED = 'Licence or card number is required';
export const LICENCE_EXPIRY_REQUIRED = 'Expiry date is required for this licence';
export const LICENCE_EXPIRY_BEFORE_ISSUE = 'Expiry date must be after the issue date';
export const LICENCE_CLASS_REQUIRED = 'Licence class is required';
export const LICENCE_PHOTO_NOT_YOURS = 'Please take the photo again';
export const LICENCES_MAX = 30;
/** Next pressed while a licence is being added or changed. */
export const FINISH_LICENCE_FIRST = 'Please save or cancel the licence you are adding first';

export const cardDetailsShape = builtOnFirstUse(() => ({}));

/** The step's own draft: nothing (its list is saved through /api/me/licences). */
export const cardDetailsSchema = builtOnFirstUse(() => z.object(cardDetailsShape()));

export type CardDetails = z.infer<ReturnType<typeof cardDetailsSchema>>;

const photoId = () => z.nullable(z.uuid(LICENCE_PHOTO_NOT_YOURS));

/** One licence as the hire enters it. */
export const licenceInputSchema = builtOnFirstUse(() =>
  z
    .object({
      kind: z.enum(LICENCE_KIND_CODES, LICENCE_KIND_REQUIRED),
      number: requiredText(LICENCE_NUMBER_REQUIRED),
      licenceClass: z._default(optionalText(20), ''),
      issuer: z._default(optionalText(), ''),
      issueDate: z._default(optionalDate(), ''),
      expiryDate: z._default(optionalDate(), ''),
      frontFileId: z._default(photoId(), null),
      backFileId: z._default(photoId(), null),
    })
    .check(
      z.superRefine(
        (value, ctx) => {
          const kind = licenceKindOf(value.kind);
          if (kind.expires && value.expiryDate === '')
            ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: LICENCE_EXPIRY_REQUIRED });
          if (kind.withClass && value.licenceClass === '')
            ctx.addIssue({ code: 'custom', path: ['licenceClass'], message: LICENCE_CLASS_REQUIRED });
          if (value.issueDate !== '' && value.expiryDate !== '' && value.expiryDate <= value.issueDate)
            ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: LICENCE_EXPIRY_BEFORE_ISSUE });
        },
        whenFieldsValid(['kind', 'issueDate', 'expiryDate', 'licenceClass']),
      ),
    ),
);
export type LicenceInput = z.input<ReturnType<typeof licenceInputSchema>>;
export type LicenceValues = z.output<ReturnType<typeof licenceInputSchema>>;

/** PUT /api/me/licences: the whole list, in the hire's order. */
export const licenceListSchema = builtOnFirstUse(() =>
  z.object({ licences: z.array(licenceInputSchema()).check(z.maxLength(LICENCES_MAX)) }),
);
