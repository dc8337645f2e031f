import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { loadNodemailer } from '../../lazy-packages';
import { writeFileWhole } from '../../write-file-whole';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** An inline image the HTML part shows (`<img src="cid:…">`): not an attachment a reader opens. */
  cid?: string;
}

/** One language's version of a message's text, for the HTML alternative's `lang` and direction. */
export interface MailTextPart {
  text: string;
  lang: string;
  dir: 'ltr' | 'rtl';
}

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  /**
   * 'quoted-printable' for a message in another language with the English below (hire-emails.ts):
   * the English stays readable in the raw message. Unset: nodemailer chooses.
   */
  textEncoding?: 'quoted-printable';
  /** The text's versions by language (the hire's, then English): the HTML alternative marks each. */
  parts?: MailTextPart[];
  attachments?: MailAttachment[];
  /** The person (email address) the message is about: its copy in the outbox is deleted with them. */
  about?: string;
  /**
   * Sent again, the same message carries the same Message-ID, `<{key}@{the From address's
   * domain}>`: a job's sends are keyed by the job (`sendFromJob`). Random when absent.
   */
  idempotencyKey?: string;
}

/** The Message-ID of a message keyed `key`, in the sender's domain (RFC 5322 §3.6.4). */
export function stableMessageId(key: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'onboarding.invalid';
  return `<${key}@${domain}>`;
}

export interface MailService {
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}

/**
 * The outbox file name's tag for messages about `email` (decision 020): the file can be found
 * and deleted with the person without reading every message, and the name shows no address.
 */
export function outboxTag(email: string): string {
  return crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/** The outbox's suffix of a message sealed with the data key (`npm run open-sealed -- FILE`). */
export const SEALED_SUFFIX = '.sealed';

/**
 * Sends through SMTP_URL, or with none set writes each message as an .eml file under
 * DATA_DIR/mail so a default install works offline and the mail can be opened in any client.
 * A message about a person is named `{time}-{random}.{outboxTag}.eml`. A message with
 * attachments (the application and task PDFs; not an inline logo) carries personal information a
 * local mail client need not read: with `seal` (the data key's `sealBytes`) it is written sealed,
 * as `….eml.sealed` (issue 36 item 13); codes, links and notices stay in clear.
 */
export function createMailService(opts: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  seal?: (plain: Buffer) => Buffer;
}): MailService {
  // The transport is made at the first message (nodemailer is loaded then: lazy-packages.ts).
  let transport: Transporter | undefined;
  const open = async () =>
    (transport ??= (await loadNodemailer()).createTransport(
      opts.smtpUrl ?? { streamTransport: true, buffer: true, newline: 'unix' },
    ));
  const close = () => transport?.close();
  if (opts.smtpUrl) {
    return {
      async send({ about: _about, idempotencyKey, parts: _parts, ...message }) {
        const messageId = idempotencyKey ? stableMessageId(idempotencyKey, opts.from) : undefined;
        const info = await (await open()).sendMail({ from: opts.from, ...message, messageId });
        return { messageId: info.messageId };
      },
      close,
    };
  }
  const dir = path.join(opts.dataDir, 'mail');
  return {
    async send({ about, idempotencyKey, parts: _parts, ...message }) {
      const messageId = idempotencyKey ? stableMessageId(idempotencyKey, opts.from) : undefined;
      const info = await (await open()).sendMail({ from: opts.from, ...message, messageId });
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const tag = about ? `.${outboxTag(about)}` : '';
      // Sealed for the PDFs it carries; an inline logo (`cid`) alone leaves a code in clear.
      const isSealed = !!opts.seal && (message.attachments ?? []).some((a) => !a.cid);
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}${tag}.eml${isSealed ? SEALED_SUFFIX : ''}`;
      const eml = info.message as Buffer;
      // Whole or not at all: a full disk fails the send (the job retries), leaving no empty .eml.
      await writeFileWhole(path.join(dir, name), isSealed ? opts.seal!(eml) : eml, 0o600);
      return { messageId: info.messageId };
    },
    close,
  };
}
