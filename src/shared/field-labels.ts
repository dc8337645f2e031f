// What each stored answer is called when a person reads about it (the HR email's 'What changed',
// the application PDF's list of changes): the forms' wording, never the field's name in the code
// ('hasHELPDebt'). The words live in the record catalogues (shared/catalogue/*); a step-schema key
// without an entry fails to compile there and tests/unit/record-catalogues.test.ts.

import { labelsOf } from './catalogue/define-catalogue';
import { PERSONAL_INFORMATION } from './catalogue/personal-information';
import { SUPERFUND_CHOICE } from './catalogue/superfund-choice';
import { TAX_DECLARATION } from './catalogue/tax-declaration';

/** The Personal Information answers (the team member's columns). */
export const PERSONAL_FIELD_LABELS = labelsOf(PERSONAL_INFORMATION);

/** The tax file number declaration's answers (NAT 3092). */
export const TAX_FIELD_LABELS = labelsOf(TAX_DECLARATION);

/** The super choice's answers (NAT 13080). */
export const SUPER_FIELD_LABELS = labelsOf(SUPERFUND_CHOICE);
