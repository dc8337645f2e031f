import { maskAccountNumber, maskBsb as maskBsbInDocument, maskTfn, maskVisaNumber } from '../format';
import { maskBsb, maskTail, maskTaxFileNumber } from '../masked-numbers';
import type { MaskKind } from './define-catalogue';

type Masker = (value: string) => string;

/** How a secret number reads on a screen outside a step-up window (DESIGN.md §3.2). */
export const SCREEN_MASKS: Record<MaskKind, Masker> = {
  bsb: maskBsb,
  account: (v) => maskTail(v),
  visa: (v) => maskTail(v, 3),
  tfn: maskTaxFileNumber,
};

/** How a secret number reads in a document that leaves the system (DESIGN §3.16). */
export const DOCUMENT_MASKS: Record<MaskKind, Masker> = {
  bsb: maskBsbInDocument,
  account: maskAccountNumber,
  visa: maskVisaNumber,
  tfn: maskTfn,
};
