import { catalogueKeys, type SectionKey, sectionKeys } from './define-catalogue';
import { CARDS_AND_LICENCES, PERSONAL_INFORMATION } from './personal-information';

// The cards and licences section's answers as its rows show them: a card is its number, a licence
// its number with its expiry, the answer named after it ('licenceEWP', 'licenceEWPExpiry').

type Key = SectionKey<typeof PERSONAL_INFORMATION, typeof CARDS_AND_LICENCES>;

const KEYS = new Set<string>(catalogueKeys(PERSONAL_INFORMATION));
const expiryOf = (key: string) => (KEYS.has(`${key}Expiry`) ? (`${key}Expiry` as Key) : null);
const isExpiry = (key: string) => key.endsWith('Expiry') && KEYS.has(key.slice(0, -'Expiry'.length));
const NUMBERS = sectionKeys(PERSONAL_INFORMATION, CARDS_AND_LICENCES).filter((k) => !isExpiry(k));

/** The cards, in the wizard's order. */
export const CARD_KEYS = NUMBERS.filter((key) => !expiryOf(key));

/** The licences, each with its expiry's answer. */
export const LICENCES = NUMBERS.flatMap((key) => {
  const expiry = expiryOf(key);
  return expiry ? [{ key, expiry }] : [];
});
