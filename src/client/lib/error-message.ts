import type { EN_RESOURCES } from '../../shared/i18n/resources';
import { ApiError, type ApiErrorBody } from './api-client';
import { i18next } from './i18n';

/** The server's own message when it sent one, otherwise the screen's fallback text (staff screens). */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body?.message) return error.body.message;
  return fallback;
}

type Translated = (args: Record<string, string | number>) => string;
type ServerErrorKey = keyof (typeof EN_RESOURCES)['common']['serverErrors'];
const common =
  (key: ServerErrorKey): Translated =>
  (args) =>
    i18next.t(`common:serverErrors.${key}`, args);

/**
 * The server's refusals a hire can meet, by their `error` code where that names one message, and
 * by their English wording where a code ('bad_request', 'too_many_requests') covers several. The
 * server's messages are English (the API's, and the staff screens', language);
 * tests/unit/server-messages.test.ts holds this table to the server's own wording.
 */
const BY_CODE: Record<string, Translated> = {
  personal_information_required: common('personalInformationFirst'),
  database_unavailable: common('unavailable'),
  internal: common('internal'),
  storage_full: common('storageFull'),
  server_updating: common('updating'),
};

const BY_WORDING: ReadonlyArray<
  [RegExp, Translated, (match: RegExpExecArray) => Record<string, string | number>]
> = [
  [
    /^We sent a 6-digit code to (.+)\. It expires in (\d+) minutes?\.$/,
    common('codeSent'),
    (m) => ({ email: m[1]!, minutes: Number(m[2]) }),
  ],
  [
    /^Please wait (\d+) seconds before asking for a new code\.$/,
    common('waitSeconds'),
    (m) => ({ seconds: Number(m[1]) }),
  ],
  [/^Too many codes were requested\. Please wait 15 minutes/, common('tooManyCodes'), () => ({})],
  [/^Too many codes were requested for this email address\./, common('tooManyCodesForAddress'), () => ({})],
  [/^We could not send the code just now\./, common('codeNotSent'), () => ({})],
  [/^This code has expired or was not requested here\./, common('codeNotRequestedHere'), () => ({})],
  [/^Too many incorrect codes\. Please request a new code\.$/, common('tooManyTries'), () => ({})],
  [
    /^That code is not correct\. (\d+) tr(?:y|ies) left\.$/,
    common('codeWrong'),
    (m) => ({ left: Number(m[1]) }),
  ],
  [/^This code has already been used\./, common('codeUsed'), () => ({})],
  [
    /^Too many incorrect codes were entered for this email address\. For your security, it can only be proven on a device where you have continued this application before until (.+)\.$/,
    common('addressLocked'),
    (m) => ({ until: m[1]! }),
  ],
  [
    /^Too many incorrect codes were entered for this email address\. For your security, it cannot be proven again until (.+)\.$/,
    common('addressLockedEverywhere'),
    (m) => ({ until: m[1]! }),
  ],
  [/^Please enter a valid email address$/, common('invalidEmail'), () => ({})],
  [/^Enter the 6-digit code$/, common('enterCode'), () => ({})],
  [/^For your security, please confirm it is you with a new code/, common('stepUp'), () => ({})],
  [/^To move your application to this email, first confirm/, common('confirmCurrentEmail'), () => ({})],
  [
    /^Please complete every task before submitting\. Still to do: (.+)\.$/,
    common('incomplete'),
    (m) => ({ tasks: m[1]! }),
  ],
  [/^Rate limit exceeded/, common('rateLimited'), () => ({})],
  [/^You can only access your own application$/, common('forbidden'), () => ({})],
];

/** A server message in the hire's language, or null when it is not one we have a key for. */
export function translateServerMessage(body: Pick<ApiErrorBody, 'error' | 'message'>): string | null {
  const byCode = body.error ? BY_CODE[body.error] : undefined;
  if (byCode) return byCode({});
  const message = body.message ?? '';
  for (const [pattern, translated, args] of BY_WORDING) {
    const match = pattern.exec(message);
    if (match) return translated(args(match));
  }
  return null;
}

/**
 * For a hire's screen: the server's message in the hire's language when it has a key, else the
 * server's own (English) message; `fallback` (already in the hire's language) when it sent none.
 */
export function hireMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.body?.message) return fallback;
  return translateServerMessage(error.body) ?? error.body.message;
}

/** A message the server sent in an answer (not an error), e.g. 'We sent a 6-digit code to …'. */
export const hireText = (message: string): string => translateServerMessage({ message }) ?? message;
