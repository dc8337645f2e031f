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

export const ESA_NOT_LISTED =
  "This electronic service address is not on the list of SMSF messaging providers' addresses. Check it with your fund's administrator";

/**
 * The alias as its provider spells it ('SMSFDataFlow' -> 'smsfdataflow': some are case-sensitive),
 * or null when the typed ESA is none of them.
 */
export function listedEsa(value: string): string | null {
  const typed = value.trim().toLowerCase();
  return SMSF_ESA_ALIASES.find((a) => a.alias.toLowerCase() === typed)?.alias ?? null;
}
