import type { JoinedLine, RepeatedGroup } from './combined-rows';
import { ADDRESS, CONTACTS, type PersonalInformationKey as Key } from './personal-information';

// The Personal Information rows that are more than one answer: the street line, the whole
// address on one line, and the emergency contacts.

/** The house number and street name on one line ('12 Example Street'). */
export const STREET: JoinedLine<Key> = {
  section: ADDRESS,
  label: 'Street',
  join: ['addrsHouseNumber', 'addrsStreetName'],
  separator: ' ',
};

const PLACE: JoinedLine<Key> = {
  section: ADDRESS,
  label: 'Place',
  join: ['addrsSuburb', 'addrsState', 'addrsPostcode'],
  separator: ' ',
};

/** The whole address on one line ('12 Example Street, Geelong VIC 3220'), as the view dialog shows it. */
export const ADDRESS_LINE: JoinedLine<Key> = {
  section: ADDRESS,
  label: 'Address',
  join: [STREET, PLACE],
  separator: ', ',
};

/** The lines that stand in a section's rows in the place of the answers they join. */
export const PERSONAL_INFORMATION_LINES: readonly JoinedLine<Key>[] = [STREET];

type ContactPart = 'name' | 'mobile' | 'relationship';

/** The two emergency contacts: a document writes each given one on a line. */
export const EMERGENCY_CONTACTS: RepeatedGroup<Key, ContactPart> = {
  section: CONTACTS,
  noun: 'contact',
  parts: { name: 'Name', mobile: 'Mobile', relationship: 'Relationship' },
  givenBy: 'name',
  line: '{name} ({relationship}), {mobile}',
  items: [
    {
      title: 'Primary',
      name: 'emergencyContactName1',
      mobile: 'emergencyContactMobile1',
      relationship: 'emergencyContactRelationship1',
    },
    {
      title: 'Secondary',
      name: 'emergencyContactName2',
      mobile: 'emergencyContactMobile2',
      relationship: 'emergencyContactRelationship2',
    },
  ],
};
