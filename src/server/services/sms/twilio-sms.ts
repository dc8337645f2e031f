import { PermanentJobError } from '../../jobs/job-handler';
import { refusalText } from '../records-system/deliver-records';
import type { SmsProvider } from './sms-provider';

// Twilio's Messages API (published-models/README.md cites the model): POST
// {base}/2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded, HTTP Basic with the account
// SID and its Auth Token; To in E.164, From (a Twilio number or an alphanumeric sender ID) or
// MessagingServiceSid, and Body. A created message answers 201 with its `sid`. An error answers
// JSON `{code, message, more_info, status}`: the code is kept (it names the fault, never the
// person), the message is not (it quotes the number).

/** Answers no retry can change: the request, the credentials or the account. */
const PERMANENT = new Set([400, 401, 403, 404]);

/** Twilio's error code in a refusal's JSON (e.g. 21211, not a valid 'To' number), or null. */
function twilioCode(text: string): number | null {
  try {
    const code = (JSON.parse(text) as { code?: unknown }).code;
    return typeof code === 'number' && Number.isInteger(code) ? code : null;
  } catch {
    return null;
  }
}

/** The created message's `sid` ('SM' and 32 hex digits), or null for any other answer. */
function messageSid(text: string): string | null {
  try {
    const sid = (JSON.parse(text) as { sid?: unknown }).sid;
    return typeof sid === 'string' && /^(SM|MM)[0-9a-fA-F]{32}$/.test(sid) ? sid : null;
  } catch {
    return null;
  }
}

export function twilioSms(config: {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  from?: string;
  messagingServiceSid?: string;
  timeoutMs: number;
}): SmsProvider {
  const url = `${config.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    name: 'Twilio',
    async send({ to, body }) {
      const form = new URLSearchParams({ To: to });
      if (config.messagingServiceSid) form.set('MessagingServiceSid', config.messagingServiceSid);
      if (config.from) form.set('From', config.from);
      form.set('Body', body);
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(config.timeoutMs),
          redirect: 'error',
        });
      } catch (err) {
        const cause = (err as { cause?: { code?: string; message?: string } }).cause;
        const reason =
          err instanceof Error && err.name === 'TimeoutError'
            ? `timed out after ${config.timeoutMs} ms`
            : (cause?.code ?? cause?.message ?? (err as Error).message);
        throw new Error(`Twilio unreachable: ${reason}`, { cause: err });
      }
      const text = await res.text().catch(() => '');
      if (!res.ok) {
        // Its status, Twilio's code and a digest of the answer: the answer's words can quote the number.
        const code = twilioCode(text);
        const message = `${refusalText(res.status, text)}${code === null ? '' : ` Twilio ${code}`}`;
        if (PERMANENT.has(res.status)) throw new PermanentJobError(message);
        throw new Error(message);
      }
      // Accepted: a 2xx is never tried again (Twilio has no idempotency key: it would send twice).
      return { id: messageSid(text) ?? '' };
    },
  };
}
