import { catalogueKeys, entryOf, type SectionKey, sectionKeys } from './define-catalogue';
import { CARDS_AND_LICENCES, PERSONAL_INFORMATION } from './personal-information';

// The cards and licences section's answers as its rows show them: a card is its number, a licence
// its number with its expiry (the answer its entry names: `expiry: 'licenceEWPExpiry'`).

type Key = SectionKey<typeof PERSONAL_INFORMATION, typeof CARDS_AND_LICENCES>;

const SECTION = sectionKeys(PERSONAL_INFORMATION, CARDS_AND_LICENCES);
const expiryOf = (key: string) => entryOf(PERSONAL_INFORMATION, key).expiry as Key | undefined;
const EXPIRIES = new Set(catalogueKeys(PERSONAL_INFORMATION).map(expiryOf).filter(Boolean));

/** The cards, in the wizard's order. */
export const CARD_KEYS = SECTION.filter((key) => !expiryOf(key) && !EXPIRIES.has(key));

/** The licences, each with its expiry's answer. */
export const LICENCES = SECTION.flatMap((key) => {
  const expiry = expiryOf(key);
  return expiry ? [{ key, expiry }] : [];
});
