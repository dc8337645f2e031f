import { choiceLabel, yesNoLabel } from '../../../shared/choice-labels';
import { countryName } from '../../../shared/countries';
import type { AnswerEntry, AnswerFormat } from '../../../shared/catalogue/define-catalogue';
import { DOCUMENT_MASKS } from '../../../shared/catalogue/masks';
import { formatAbn, formatBsb, formatMobile, formatTfn } from '../../../shared/format';
import { formatPhone } from '../../../shared/validators/phone';
import { formatAuDate } from '../format/au-dates';

// An answer's value as the documents that leave the system show it (the PDF, HR's detail, the
// change list): formatted by its catalogue format, a secret number masked (DESIGN §3.16).

const FORMATS: Record<Exclude<AnswerFormat, object>, (value: string) => string> = {
  text: (v) => v,
  file: (v) => v,
  date: formatAuDate,
  mobile: formatMobile,
  phone: formatPhone,
  bsb: formatBsb,
  abn: formatAbn,
  tfn: formatTfn,
  country: countryName,
  yesNo: yesNoLabel,
  flag: yesNoLabel,
};

/** `value` in the answer's format, unmasked. */
export function formatAnswer(format: AnswerFormat | undefined, value: string): string {
  if (format === undefined) return value;
  return typeof format === 'object' ? choiceLabel(format.choice, value) : FORMATS[format](value);
}

/** `value` as a document shows it: formatted, or masked (keeping its shape) when the answer is secret. */
export function documentText(entry: AnswerEntry, value: string): string {
  if (entry.secret) return DOCUMENT_MASKS[entry.secret.mask](value);
  return formatAnswer(entry.format, value);
}
