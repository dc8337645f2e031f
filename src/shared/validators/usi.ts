import { isValidAbn } from './abn';

// Unique Superannuation Identifier (SuperStream). The ATO allows two formats:
//  1. ABN format: the fund's 11-digit ABN followed by a 3-digit product suffix, 14 digits,
//     e.g. '75493363262001'. The first 11 digits must be a valid ABN.
//  2. SPIN format: an APIR code of 3 letters (participant), 4 digits (product) and the
//     country code 'AU', e.g. Cbus 'CBU0100AU', AustralianSuper 'STA0100AU', UniSuper
//     'UNI0001AU'. (A 4-letter form such as 'CBUS0100AU' is not a real SPIN; it is rejected.)
// This is a format check only; whether the fund exists is a lookup we do not do.
// SMSFs have no USI (they use ABN + bank account + ESA instead).

const SPIN_PATTERN = /^[A-Z]{3}\d{4}AU$/;
const ABN_USI_PATTERN = /^\d{14}$/;

/** Upper-case, spaces removed: 'cbu 0100 au' -> 'CBU0100AU'. */
export function normalizeUsi(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function isValidUsi(value: string): boolean {
  const usi = normalizeUsi(value);
  if (SPIN_PATTERN.test(usi)) return true;
  return ABN_USI_PATTERN.test(usi) && isValidAbn(usi.slice(0, 11));
}
