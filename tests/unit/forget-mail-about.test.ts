import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCipher } from '../../src/server/services/crypto/cipher';
import { outboxTag } from '../../src/server/services/mail/mail-service';
import { forgetMailAbout } from '../../src/server/services/retention/forget-local-copies';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
const dir = path.join(dataDir, 'mail');
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const write = (name: string, text: string | Buffer) => fs.writeFileSync(path.join(dir, name), text);
const cipher = createCipher(crypto.randomBytes(32));
const sealed = (text: string) => cipher.sealBytes(Buffer.from(text, 'utf8'));

describe('deleting a person from the mail outbox', () => {
  it('removes the messages tagged with her and untagged older ones naming her, and keeps the rest', async () => {
    fs.mkdirSync(dir, { recursive: true });
    const her = 'Zelda.Q@Example.com';
    write(`2025-07-01T00-00-00-000Z-aaaa0001.${outboxTag(her)}.eml`, 'To: zelda.q@example.com\n');
    write(`2025-07-01T00-00-00-000Z-aaaa0002.${outboxTag('kim@example.com')}.eml`, 'To: kim@example.com\n');
    // Written before the tags: a notification whose quoted-printable line break splits her address.
    write(
      '2025-06-01T00-00-00-000Z-bbbb0001.eml',
      'To: hr@example.com\nContent-Transfer-Encoding: quoted-printable\n\nZelda Quixote (zelda.q@exa=\nmple.com) submitted\n',
    );
    write('2025-06-01T00-00-00-000Z-bbbb0002.eml', 'To: hr@example.com\n\nKim (kim@example.com) submitted\n');
    write('notes.txt', 'zelda.q@example.com');
    // Sealed messages (PDFs attached), untagged: opened to be searched.
    write(
      '2025-06-02T00-00-00-000Z-cccc0001.eml.sealed',
      sealed('To: hr@example.com\n\nzelda.q@example.com\n'),
    );
    write('2025-06-02T00-00-00-000Z-cccc0002.eml.sealed', sealed('To: hr@example.com\n\nkim@example.com\n'));

    await forgetMailAbout(dataDir, [her], (bytes) => cipher.openBytes(bytes));

    expect(fs.readdirSync(dir).sort()).toEqual([
      '2025-06-01T00-00-00-000Z-bbbb0002.eml',
      '2025-06-02T00-00-00-000Z-cccc0002.eml.sealed',
      `2025-07-01T00-00-00-000Z-aaaa0002.${outboxTag('kim@example.com')}.eml`,
      'notes.txt',
    ]);
  });
});
