import FUNDS from './apra-funds.json' with { type: 'json' };

/** A fund regulated by APRA: its name, ABN (11 digits) and the USI of its default (MySuper) product. */
export interface ApraFund {
  name: string;
  abn: string;
  usi: string;
}

/**
 * The large industry and retail funds an employer may name as its default, shipped as data
 * (apra-funds.json; tests/unit/apra-funds checks every ABN's check digit and USI's form). A fund
 * not listed is named by hand in settings, checked the same way.
 */
export const APRA_FUNDS: readonly ApraFund[] = FUNDS;

/** The seeded example's default fund: Cbus, the construction industry's fund (spec §4). */
export const SEEDED_DEFAULT_FUND: ApraFund = APRA_FUNDS.find((f) => f.usi === 'CBU0100AU')!;
