import { CARD_KEYS, LICENCES } from '../../shared/catalogue/cards-and-licences';
import { PERSONAL_INFORMATION } from '../../shared/catalogue/personal-information';
import { type ScreenRow, screenRow } from './catalogue-rows';
import { formatDay, NOT_PROVIDED } from './member-format';

// The Personal Information rows that combine or choose answers, worded by the catalogue: the
// review screen and the home screen's view dialog show them alike.

type Values = Partial<Record<string, unknown>>;

/** The suburb, state and postcode (the street is one line of two answers). */
export const placeRows = (v: Values): ScreenRow[] =>
  (['addrsSuburb', 'addrsState', 'addrsPostcode'] as const).map(screenRow(PERSONAL_INFORMATION, v));

/** A visa holder's visa: its number (as the server sends it), expiry, subclass and conditions. */
export const visaRows = (v: Values): ScreenRow[] =>
  (['visaNumber', 'visaExpiry', 'visaSubclass', 'visaConditions'] as const).map(
    screenRow(PERSONAL_INFORMATION, v),
  );

/** Each card's number, in the wizard's order. */
export const cardRows = (v: Values): ScreenRow[] => CARD_KEYS.map(screenRow(PERSONAL_INFORMATION, v));

/** Each licence's number with its expiry ('12345 (expires 01/02/2027)'). */
export const licenceRows = (v: Values): ScreenRow[] =>
  LICENCES.map(({ key, expiry }) => {
    const [label, shown] = screenRow(PERSONAL_INFORMATION, v)(key);
    const until = v[expiry];
    return [label, shown === NOT_PROVIDED || !until ? shown : `${shown} (expires ${formatDay(until)})`];
  });
