import i18next from 'i18next';
import ICU from 'i18next-icu';
import { describe, expect, it } from 'vitest';
import { AU_STATES } from '../../src/shared/au-states';
import { PERSONAL_INFORMATION } from '../../src/shared/catalogue/personal-information';
import { EMERGENCY_CONTACTS, STREET } from '../../src/shared/catalogue/personal-lines';
import {
  PERSONAL_STATUS_TAG_LABELS,
  VEVO_CONSENT_TEXT,
  VISA_CONDITIONS_LABEL,
  VISA_SUBCLASS_LABEL,
} from '../../src/shared/choice-labels';
import {
  COLLECTION_NOTICE_TITLE,
  collectionNoticeSections,
  collectionNoticeSummary,
  type NoticeEmployer,
  OAIC_URL,
} from '../../src/shared/collection-notice';
import {
  EMPLOYMENT_TYPE_LABELS,
  PAY_SCHEDULE_LABELS,
  STP_INCOME_TYPE_LABELS,
} from '../../src/shared/employment/employment-types';
import { LICENCE_GROUP_LABELS, LICENCE_KINDS, UNION_CARD_PURPOSE } from '../../src/shared/licence-kinds';
import { POSTAL_DIFFERENT_LABEL } from '../../src/shared/schemas/address';
import { GENDERS } from '../../src/shared/schemas/basic-info';
import { RELATIONSHIPS } from '../../src/shared/schemas/emergency-contact';
import { TASKS, WIZARD_STEPS } from '../../src/shared/tasks';
import english from '../../src/shared/locales/en/wizard.json' with { type: 'json' };
import { GENDER_KEYS, RELATIONSHIP_KEYS } from '../../src/client/lib/choice-words';
import { DECLARATION } from '../../src/client/features/personal-information/confirmation-form';
import { PHOTO_TOASTS } from '../../src/client/features/personal-information/photo/photo-toasts';

// Issue 43: the wizard's English messages are the words the shared modules (the catalogue, the
// choice labels, the licence kinds, the tasks, the collection notice) give the PDF, HR's screens
// and the exports, word for word; a wording changed there and not here fails.

const en = english;

describe("the wizard's English words are the shared wording", () => {
  it('step titles and subtitles', () => {
    for (const step of WIZARD_STEPS) {
      const words = en.steps[step.id] as { title: string; subtitle?: string };
      expect(words.title).toBe(step.title);
      expect(words.subtitle).toBe('subtitle' in step ? step.subtitle : undefined);
    }
  });

  it('choices: genders, relationships, states, statuses, licence kinds and groups', () => {
    for (const gender of GENDERS) expect(en.choices.gender[GENDER_KEYS[gender]]).toBe(gender);
    for (const relationship of RELATIONSHIPS)
      expect(en.choices.relationship[RELATIONSHIP_KEYS[relationship]]).toBe(relationship);
    expect(Object.keys(en.choices.state)).toEqual([...AU_STATES]);
    for (const state of AU_STATES) expect(en.choices.state[state]).toBe(state);
    expect(en.choices.statusTag).toEqual(PERSONAL_STATUS_TAG_LABELS);
    expect(en.choices.licenceGroup).toEqual(LICENCE_GROUP_LABELS);
    expect(en.choices.licenceKind).toEqual(Object.fromEntries(LICENCE_KINDS.map((k) => [k.code, k.label])));
  });

  it("the review's labels are the catalogue's screen wording", () => {
    const labels = en.review.labels as Record<string, string>;
    for (const [key, entry] of Object.entries(PERSONAL_INFORMATION))
      expect(labels[key], key).toBe(('screen' in entry ? entry.screen : undefined) ?? entry.label);
    expect(labels.street).toBe(STREET.screen ?? STREET.label);
    expect(en.review.contacts.primary).toBe(
      `${EMERGENCY_CONTACTS.items[0]!.title} ${EMERGENCY_CONTACTS.noun}`,
    );
    expect(en.review.contacts.secondary).toBe(
      `${EMERGENCY_CONTACTS.items[1]!.title} ${EMERGENCY_CONTACTS.noun}`,
    );
    expect(en.review.contacts.mobile).toBe(EMERGENCY_CONTACTS.parts.mobile);
    expect(en.review.contacts.relationship).toBe(EMERGENCY_CONTACTS.parts.relationship);
  });

  it("the checklist's forms, the employment card's words, and the labels shared with other outputs", () => {
    for (const task of TASKS)
      if ('checklist' in task)
        expect((en.checklist.tasks as Record<string, string>)[task.id]).toBe(task.checklist.label);
    expect(en.position.employment.types).toEqual(EMPLOYMENT_TYPE_LABELS);
    expect(en.position.employment.schedules).toEqual(PAY_SCHEDULE_LABELS);
    expect(en.position.employment.incomeTypes).toEqual(STP_INCOME_TYPE_LABELS);
    expect(en.address.postalDifferent).toBe(POSTAL_DIFFERENT_LABEL);
    expect(en.status.visaSubclass).toBe(VISA_SUBCLASS_LABEL);
    expect(en.status.visaConditions).toBe(VISA_CONDITIONS_LABEL);
    expect(en.licence.unionPurpose).toBe(UNION_CARD_PURPOSE);
    expect(en.photo.toasts).toEqual(
      Object.fromEntries(
        Object.entries(PHOTO_TOASTS).map(([name, t]) => [
          name,
          { title: t.title, description: t.description },
        ]),
      ),
    );
  });

  it('what is signed and the collection notice: their English, for translators, is the English shown', async () => {
    expect(en.confirmation.declarationTranslation).toBe(DECLARATION);
    expect(en.status.vevoConsentTranslation).toBe(VEVO_CONSENT_TEXT);
    const instance = i18next.createInstance();
    await instance
      .use(ICU)
      .init({ lng: 'en', ns: ['wizard'], defaultNS: 'wizard', resources: { en: { wizard: en } } });
    // The keys are the file's own (the messages themselves are checked below).
    const t = { t: instance.t as unknown as (key: string, values?: object) => string };
    const employer: NoticeEmployer = {
      legalName: 'E2E Builders Pty Ltd',
      email: 'hr@example.com',
      phone: '(08) 9000 0000',
      address: '1 Site Rd, Perth WA 6000',
      privacyPolicyUrl: 'https://example.com/privacy',
    };
    const name = employer.legalName;
    const contact = t.t('notice.contact.ways', {
      ways: [
        t.t('notice.contact.email', { email: employer.email }),
        t.t('notice.contact.phone', { phone: employer.phone }),
        t.t('notice.contact.write', { address: employer.address }),
      ].join(t.t('notice.contact.separator')),
    });
    expect(t.t('notice.title')).toBe(COLLECTION_NOTICE_TITLE);
    expect(t.t('notice.summary', { employer: name })).toBe(collectionNoticeSummary(employer));
    const sections = collectionNoticeSections(employer);
    expect([
      t.t('notice.sections.who.text', { employer: name, contact }),
      t.t('notice.sections.why.text'),
      t.t('notice.sections.ifNot.text', { employer: name }),
      t.t('notice.sections.goesTo.text', { employer: name }),
      t.t('notice.sections.access.text', { employer: name }),
      t.t('notice.sections.complaints.text', { employer: name, url: OAIC_URL, phone: '1300 363 992' }),
      t.t('notice.sections.policy.text', { employer: name, url: employer.privacyPolicyUrl }),
    ]).toEqual(sections.map((s) => s.text));
    expect(t.t('notice.sections.policy.ask', { employer: name })).toBe(
      collectionNoticeSections({ ...employer, privacyPolicyUrl: '' }).at(-1)!.text,
    );
    expect(t.t('notice.contact.ask')).toBe(
      collectionNoticeSections({ ...employer, email: '', phone: '', address: '' })[0]!.text.replace(
        `${name}, your employer, collects the information you give in this app. `,
        '',
      ),
    );
  });
});
