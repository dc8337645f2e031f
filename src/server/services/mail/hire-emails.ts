import { eq } from 'drizzle-orm';
import i18next, { type TFunction } from 'i18next';
import ICU from 'i18next-icu';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_CODES,
  type Language,
  languageInfo,
} from '../../../shared/i18n/languages';
import ar from '../../../shared/locales/ar/emails.json';
import en from '../../../shared/locales/en/emails.json';
import pa from '../../../shared/locales/pa/emails.json';
import vi from '../../../shared/locales/vi/emails.json';
import zhHans from '../../../shared/locales/zh-Hans/emails.json';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { formatAuDate, formatAuDateTime } from '../format/au-dates';
import type { MailMessage, MailTextPart } from './mail-service';

/**
 * The emails a hire receives, in the hire's language (issue 43 item 1, decision 114): a server
 * instance of i18next with ICU messages, holding every language's `emails` namespace
 * (src/shared/locales/<language>/emails.json, which tests/unit/locales.test.ts keeps complete).
 * A message in another language carries the English below it: the employer reads English, and
 * what the hire is told must be checkable in it. Staff's emails stay English.
 */
const EMAILS: Record<Language, typeof en> = { en, vi, 'zh-Hans': zhHans, ar, pa };

const instance = i18next.createInstance();
void instance.use(ICU).init({
  resources: Object.fromEntries(LANGUAGE_CODES.map((code) => [code, { emails: EMAILS[code] }])),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: ['emails'],
  defaultNS: 'emails',
  // Plain text: nothing to escape (the HTML alternative escapes what it shows).
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export type EmailT = TFunction<'emails'>;

/** What one language's version of an email is written with. */
export interface EmailWriter {
  language: Language;
  t: EmailT;
  /** 'Hello {name},' or 'Hello,' when there is no name. */
  greeting(name: string): string;
  /** A moment in the employer's zone, as this language writes it (English: the app's Australian form). */
  moment(value: Date): string;
  /** A calendar day ('YYYY-MM-DD'), as this language writes it. */
  day(isoDay: string): string;
}

const formats = new Map<string, Intl.DateTimeFormat>();
const formatOf = (key: string, make: () => Intl.DateTimeFormat) => {
  let format = formats.get(key);
  if (!format) formats.set(key, (format = make()));
  return format;
};

export function emailWriter(language: Language, timeZone: string): EmailWriter {
  const t = instance.getFixedT(language, 'emails');
  const { locale } = languageInfo(language);
  return {
    language,
    t,
    greeting: (name) => (name.trim() ? t('greeting.named', { name: name.trim() }) : t('greeting.unnamed')),
    moment: (value) =>
      language === DEFAULT_LANGUAGE
        ? formatAuDateTime(value, timeZone)
        : formatOf(
            `${locale}|${timeZone}`,
            () =>
              new Intl.DateTimeFormat(locale, {
                year: 'numeric',
                month: 'long',
                day: 'numeric',
                hour: 'numeric',
                minute: '2-digit',
                timeZone,
                timeZoneName: 'short',
              }),
          ).format(value),
    day: (isoDay) =>
      language === DEFAULT_LANGUAGE || !/^\d{4}-\d{2}-\d{2}$/.test(isoDay)
        ? formatAuDate(isoDay)
        : formatOf(
            `${locale}|day`,
            () =>
              new Intl.DateTimeFormat(locale, {
                year: 'numeric',
                month: 'long',
                day: 'numeric',
                timeZone: 'UTC',
              }),
          ).format(new Date(`${isoDay}T00:00:00Z`)),
  };
}

/** One language's version: a subject, and the text's paragraphs (joined by a blank line). */
export interface EmailVersion {
  subject: string;
  paragraphs: string[];
}

export type HireEmail = Pick<MailMessage, 'subject' | 'text' | 'textEncoding' | 'parts'>;

const textOf = (version: EmailVersion) => `${version.paragraphs.join('\n\n')}\n`;

/**
 * The email `write` describes, in `language`; in any other language than English, the English
 * version follows under a rule and the word 'English' in the hire's language. The text is sent
 * quoted-printable then, so that the English stays readable in the raw message (and its
 * 6-digit code or link where a person or a test looks for it).
 */
export function hireEmail(
  language: Language,
  timeZone: string,
  write: (w: EmailWriter) => EmailVersion,
): HireEmail {
  const english = write(emailWriter(DEFAULT_LANGUAGE, timeZone));
  if (language === DEFAULT_LANGUAGE) return { subject: english.subject, text: textOf(english) };
  const writer = emailWriter(language, timeZone);
  const local = write(writer);
  const localText = textOf(local);
  const englishText = textOf(english);
  return {
    subject: local.subject,
    text: `${localText}\n${'_'.repeat(30)}\n${writer.t('englishBelow')}\n\n${englishText}`,
    textEncoding: 'quoted-printable',
    parts: [
      { text: localText, lang: language, dir: languageInfo(language).dir },
      { text: englishText, lang: 'en', dir: 'ltr' },
    ] satisfies MailTextPart[],
  };
}

/** The language the hire with `email` reads in (their application's), else English. */
export async function hireLanguageOf(db: Db, email: string): Promise<Language> {
  const [row] = await db
    .select({ language: applications.language })
    .from(applications)
    .where(eq(applications.email, email.trim().toLowerCase()));
  return isLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE;
}

/** The language of the application `id`, else English. */
export async function applicationLanguage(db: Db, id: string): Promise<Language> {
  const [row] = await db
    .select({ language: applications.language })
    .from(applications)
    .where(eq(applications.id, id));
  return isLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE;
}

/** The SMS text in `language` (no English copy: a text message is short, and paid by the segment). */
export function smsInvitationText(language: Language, values: { company: string; link: string }): string {
  return instance.getFixedT(language, 'emails')('sms.invitation', values);
}
