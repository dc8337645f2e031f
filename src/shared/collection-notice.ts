// The collection notice (Privacy Act 1988, Australian Privacy Principle 5; decision 106): what a
// hire is told before the first personal question, in plain words. One text, read by the Basic
// Information screen and printed in the application PDF. Legal text stays in English (DESIGN §3.28).

/** The employer as the notice names it (settings): who collects, and how to reach them. */
export interface NoticeEmployer {
  legalName: string;
  email: string;
  /** As people read it ('(08) 9000 0000'), or ''. */
  phone: string;
  address: string;
  /** An https address, or '' when the employer has not given one. */
  privacyPolicyUrl: string;
}

export interface NoticeSection {
  heading: string;
  text: string;
  /** An address the section names (the privacy policy, the OAIC), linked on screen. */
  link?: string;
}

export const COLLECTION_NOTICE_TITLE = 'Your personal information';
export const OAIC_URL = 'https://www.oaic.gov.au';
const OAIC_PHONE = '1300 363 992';

/** How to reach the employer, from what the settings hold. */
function contactOf(e: NoticeEmployer): string {
  const ways = [
    e.email && `email ${e.email}`,
    e.phone && `phone ${e.phone}`,
    e.address && `write to ${e.address}`,
  ];
  const given = ways.filter(Boolean);
  return given.length > 0
    ? `Contact them: ${given.join(', ')}.`
    : 'Ask the person who invited you how to contact them.';
}

/** The short first layer, shown above the full notice. */
export function collectionNoticeSummary(e: NoticeEmployer): string {
  return (
    `${e.legalName} collects the information you give here to employ you, pay you and your super, keep ` +
    'you safe at work and keep the records the law requires. It goes to payroll, the Australian ' +
    'Taxation Office, your super fund and their records system.'
  );
}

/** The full notice, section by section (APP 5.2 (a) to (j)). */
export function collectionNoticeSections(e: NoticeEmployer): NoticeSection[] {
  const employer = e.legalName;
  return [
    {
      heading: 'Who collects it',
      text: `${employer}, your employer, collects the information you give in this app. ${contactOf(e)}`,
    },
    {
      heading: 'Why',
      text:
        'To employ you: to set up your job and pay, to give your tax file number declaration to the ATO, ' +
        'to pay your superannuation, to keep you safe at work (emergency contacts, licences and tickets, ' +
        'fitness for the work) and to keep the employee records the Fair Work Act 2009 requires. Tax and ' +
        'super law ask for the tax file number declaration and the super choice; the Fair Work Act asks ' +
        'for the employee records.',
    },
    {
      heading: 'If you do not give it',
      text:
        `${employer} may not be able to employ you, pay you correctly and on time, pay your super, or let ` +
        'you work on site. You do not have to give your tax file number, but without it tax is taken from ' +
        'your pay at the highest rate. Questions marked optional can be left blank.',
    },
    {
      heading: 'Who it goes to',
      text:
        `Payroll (${employer}'s payroll staff and payroll provider), to pay you; the Australian Taxation ` +
        'Office, through payroll; your super fund; their employee records system; and anyone the law ' +
        'requires (for example a Fair Work inspector). The privacy policy says whether any of them keeps ' +
        'information outside Australia.',
    },
    {
      heading: 'Seeing and correcting it',
      text:
        `You can ask ${employer} for the information they hold about you and ask them to correct it. ` +
        'Until you submit, you can change your answers here yourself.',
    },
    {
      heading: 'Complaints',
      text:
        `If you think your information was mishandled, tell ${employer} first. If you are not happy with ` +
        `their answer, you can complain to the Office of the Australian Information Commissioner (OAIC): ` +
        `${OAIC_URL}, ${OAIC_PHONE}.`,
      link: OAIC_URL,
    },
    e.privacyPolicyUrl
      ? {
          heading: 'Privacy policy',
          text: `${employer}'s privacy policy says more, including how to ask for access or complain: ${e.privacyPolicyUrl}`,
          link: e.privacyPolicyUrl,
        }
      : {
          heading: 'Privacy policy',
          text: `Ask ${employer} for their privacy policy: it says more, including how to ask for access or complain.`,
        },
  ];
}
