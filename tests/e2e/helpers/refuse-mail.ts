import fs from 'node:fs';
import path from 'node:path';
import { E2E_MAIL_DIR } from './email-code';

const marker = (address: string) => path.join(E2E_MAIL_DIR, 'refuse', encodeURIComponent(address));

/** The e2e SMTP peer refuses mail to `address` (550) until `acceptMail`. */
export function refuseMail(address: string): void {
  fs.mkdirSync(path.dirname(marker(address)), { recursive: true });
  fs.writeFileSync(marker(address), '');
}

export function acceptMail(address: string): void {
  fs.rmSync(marker(address), { force: true });
}
