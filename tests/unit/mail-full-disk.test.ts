import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailService } from '../../src/server/services/mail/mail-service';

// A real full disk: a 256 KB tmpfs mounted for this file (mounting needs root, as in CI).
const isRoot = process.getuid?.() === 0;
let mount = '';

beforeAll(() => {
  if (!isRoot) return;
  mount = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-full-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k,mode=0700', 'tmpfs', mount]);
});
afterAll(() => {
  if (!mount) return;
  execFileSync('umount', [mount]);
  fs.rmdirSync(mount);
});

/** Fills the file system under `dir` until the next write fails with ENOSPC, leaving `spare` bytes. */
function fillDisk(dir: string, spare: number): string {
  const filler = path.join(dir, 'filler');
  const fd = fs.openSync(filler, 'w');
  const block = Buffer.alloc(4096, 1);
  try {
    for (;;) fs.writeSync(fd, block);
  } catch (err) {
    expect((err as NodeJS.ErrnoException).code).toBe('ENOSPC');
  }
  fs.ftruncateSync(fd, Math.max(0, fs.fstatSync(fd).size - spare));
  fs.closeSync(fd);
  return filler;
}

describe.skipIf(!isRoot)('mail written to DATA_DIR/mail on a full disk', () => {
  it('a send that finds the disk full fails and leaves no empty or cut-off .eml; the retry writes it whole', async () => {
    const dataDir = path.join(mount, 'data');
    fs.mkdirSync(path.join(dataDir, 'mail'), { recursive: true });
    const mail = createMailService({ from: 'onboarding@example.com', dataDir });
    const message = {
      to: 'payroll@example.com',
      subject: 'New application: Alex Builder',
      text: 'Alex Builder submitted an application.',
      // Larger than the space left, so the write starts and then hits ENOSPC part-way.
      attachments: [
        { filename: 'application.pdf', content: Buffer.alloc(60_000, 7), contentType: 'application/pdf' },
      ],
    };

    for (const spare of [0, 16 * 1024]) {
      const filler = fillDisk(mount, spare);
      await expect(mail.send(message)).rejects.toMatchObject({ code: 'ENOSPC' });
      expect(fs.readdirSync(path.join(dataDir, 'mail'))).toEqual([]);
      fs.rmSync(filler);
    }

    await mail.send(message);
    const names = fs.readdirSync(path.join(dataDir, 'mail'));
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(dataDir, 'mail', names[0]!), 'utf8');
    expect(eml).toContain('Subject: New application: Alex Builder');
    expect(eml).toContain('filename=application.pdf');
    expect(eml.trimEnd()).toMatch(/--$/);
    mail.close();
  });
});
