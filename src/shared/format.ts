// How the application's numbers read wherever a person sees them: the screens, the PDFs, the
// Excel export and the HR email (issue 22, decision 033). One rule each, here; the records
// system's JSON keeps the values as stored (payroll keys them), and masking for documents that
// leave the system is applied to the formatted value, so a masked number keeps its shape.
// zod-free and dependency-free: the PDF worker and the Excel thread load it too.

import { formatAbn as abnDigitsGrouped } from './validators/abn';
import { formatBsb as bsbDigits } from './validators/bsb';
import { formatAuMobile } from './validators/mobile';
import { formatTfn as tfnDigitsGrouped, maskTfn as maskTfnDigits } from './validators/tfn';

/** An Australian mobile as '0412 345 678' (from '+61412345678', '0412345678', ...); other text trimmed. */
export function formatMobile(value: string): string {
  return formatAuMobile(value);
}

/** An ABN as '53 004 085 616'; a value that is not 11 digits is shown trimmed as it is. */
export function formatAbn(value: string): string {
  return abnDigitsGrouped(value);
}

/** A BSB as '062-000' ('062000', '062 000' alike); a value that is not 6 digits is shown trimmed. */
export function formatBsb(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 6 ? bsbDigits(digits) : value.trim();
}

/** A TFN as '123 456 782'; '' stays ''. */
export function formatTfn(value: string): string {
  return tfnDigitsGrouped(value);
}

/** A BSB in a document that leaves the system: '•••-000' ('' for none). */
export function maskBsb(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length < 3 ? '' : `•••-${digits.slice(-3)}`;
}

/** An account number in a document that leaves the system: '••••5678' (DESIGN §3.16; '' for none). */
export function maskAccountNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits ? `••••${digits.slice(-4)}` : '';
}

/** A TFN in a document that leaves the system: '••• ••• 782' (DESIGN §3.16; '' for none). */
export function maskTfn(value: string): string {
  return maskTfnDigits(value);
}

/** A visa number in a document that leaves the system: '••••567' (the last three; '' for none). */
export function maskVisaNumber(value: string): string {
  const shown = value.replace(/\s+/g, '');
  return shown ? `••••${shown.slice(-3)}` : '';
}
