import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { loadNodemailer } from '../../lazy-packages';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface MailService {
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}

/**
 * Sends through SMTP_URL, or with none set writes each message as an .eml file under
 * DATA_DIR/mail so a default install works offline and the mail can be opened in any client.
 */
export function createMailService(opts: { smtpUrl?: string; from: string; dataDir: string }): MailService {
  // The transport is made at the first message (nodemailer is loaded then: lazy-packages.ts).
  let transport: Transporter | undefined;
  const open = async () =>
    (transport ??= (await loadNodemailer()).createTransport(
      opts.smtpUrl ?? { streamTransport: true, buffer: true, newline: 'unix' },
    ));
  const close = () => transport?.close();
  if (opts.smtpUrl) {
    return {
      async send(message) {
        const info = await (await open()).sendMail({ from: opts.from, ...message });
        return { messageId: info.messageId };
      },
      close,
    };
  }
  const dir = path.join(opts.dataDir, 'mail');
  return {
    async send(message) {
      const info = await (await open()).sendMail({ from: opts.from, ...message });
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      await fs.writeFile(path.join(dir, name), info.message as Buffer, { mode: 0o600 });
      return { messageId: info.messageId };
    },
    close,
  };
}
