import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * The e2e server: the real app, sending its mail over SMTP to a real peer (the `smtp-server`
 * package) that keeps each message as an .eml file in SMTP_INBOX, where tests read the codes
 * a new hire would read in their mailbox. It refuses (550) a recipient while a file named for its
 * address is in SMTP_INBOX/refuse/ (tests/e2e/helpers/refuse-mail.ts): a mailbox that is down.
 */
const inbox = process.env.SMTP_INBOX;
if (!inbox) throw new Error('SMTP_INBOX is not set');
fs.mkdirSync(inbox, { recursive: true });

const peer = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (!fs.existsSync(path.join(inbox, 'refuse', encodeURIComponent(address.address)))) return callback();
    callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
  },
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      const name = `${Date.now()}-${crypto.randomBytes(4).toString('hex')}.eml`;
      // Written whole, then renamed: a test never reads half a message.
      const tmp = path.join(inbox, `${name}.part`);
      fs.writeFileSync(tmp, Buffer.concat(chunks));
      fs.renameSync(tmp, path.join(inbox, name));
      callback();
    });
  },
});

await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
process.env.SMTP_URL = `smtp://127.0.0.1:${(peer.server.address() as AddressInfo).port}`;
await import('../../../src/server/main');
