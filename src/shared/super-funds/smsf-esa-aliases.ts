import LIST from './smsf-esa-aliases.json' with { type: 'json' };

/** An SMSF messaging provider's electronic service address (ESA) alias, as its provider spells it. */
export interface SmsfEsaAlias {
  alias: string;
  provider: string;
  /** Where the alias is published. */
  source: string;
}

/**
 * The SMSF messaging providers' ESA aliases, shipped as data (decision 101 says where the list
 * came from and when). An SMSF's ESA is one of these: an email address or a made-up word
 * leaves the fund's contributions unreceived (SuperStream), so the super form refuses it.
 */
export const SMSF_ESA_ALIASES: readonly SmsfEsaAlias[] = LIST.aliases;
/** The day the list was read from its sources ('YYYY-MM-DD'). */
export const SMSF_ESA_LIST_DATE: string = LIST.retrieved;

/** An ESA is one word of letters and digits (the provider's alias), never an email address. */
export const ESA_INVALID =
  "Enter the fund's electronic service address: one word from its messaging provider (e.g. BGLSF360), not an email address";
export const isEsaShaped = (value: string) => /^[A-Za-z0-9]{3,30}$/.test(value.trim());

/**
 * HR's to-do for an ESA in the right shape that the shipped list does not hold: the list is the
 * providers' own pages (decision 101), not the ATO's whole register, so the hire is not stopped;
 * payroll confirms it before the first contribution.
 */
export const esaNotListedText = (esa: string) =>
  `SMSF electronic service address '${esa.trim()}' is not on the messaging providers' list this app holds (read ${SMSF_ESA_LIST_DATE}): confirm it with the fund before the first super payment, or contributions may not arrive.`;

/**
 * The alias as its provider spells it ('SMSFDataFlow' -> 'smsfdataflow': some are case-sensitive),
 * or null when the typed ESA is none of them.
 */
export function listedEsa(value: string): string | null {
  const typed = value.trim().toLowerCase();
  return SMSF_ESA_ALIASES.find((a) => a.alias.toLowerCase() === typed)?.alias ?? null;
}
