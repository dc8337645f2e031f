import fs from 'node:fs/promises';
import path from 'node:path';
import { outboxTag, SEALED_SUFFIX } from '../mail/mail-service';
import { RECORDS_FILE_SUFFIX } from '../records-system/deliver-records';

/**
 * With no records system or SMTP server configured, delivered submissions are written to
 * DATA_DIR/records/{id}.json.sealed (and {id}.countersigned-{signing}.json.sealed) and mail to DATA_DIR/mail/*.eml (*.eml.sealed with PDFs
 * attached): both hold personal data (the records JSON the full TFN and bank account), sealed
 * or not, so deleting the data deletes these copies too. `{id}.json` is the name of a copy
 * written in clear before copies were sealed.
 */
export async function forgetRecordFiles(dataDir: string, submissionIds: string[]): Promise<void> {
  const dir = path.join(dataDir, 'records');
  const ids = submissionIds.filter((id) => /^[0-9a-f-]{36}$/.test(id));
  // A countersignature delivered after the submission: `{id}.countersigned-{signing}` (decision 100).
  const countersigned = (await fs.readdir(dir).catch(() => [] as string[])).filter((name) =>
    ids.some((id) => name.startsWith(`${id}.countersigned-`)),
  );
  await Promise.all(
    [
      // The sensitive information's own copy: `{id}.sensitive` (issue 42 item 3).
      ...ids.flatMap((id) => [
        `${id}.json`,
        `${id}${RECORDS_FILE_SUFFIX}`,
        `${id}.sensitive${RECORDS_FILE_SUFFIX}`,
      ]),
      ...countersigned,
    ].map((name) => fs.rm(path.join(dir, name), { force: true })),
  );
}

/** An outbox file name: `{time}-{random}.eml`, or with the tag of the person it is about; `.sealed` after. */
const OUTBOX_NAME = /^[^.]+(?:\.([0-9a-f]{32}))?\.eml(\.sealed)?$/;

/** The message's text as an address would be searched in it: quoted-printable lines joined, lower case. */
const searchable = (eml: string) =>
  eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .toLowerCase();

/**
 * Mail about these people in DATA_DIR/mail (their codes, the notifications of their submissions
 * with the application and medical PDFs, their confirmations): the files tagged with one of them,
 * and the untagged ones (test emails, and any written before the tags) that name one of them.
 */
export async function forgetMailAbout(
  dataDir: string,
  emails: string[],
  /** Opens a sealed message (the data key's `openBytes`), to search an untagged one. */
  open: (sealed: Buffer) => Buffer,
): Promise<void> {
  if (emails.length === 0) return;
  const dir = path.join(dataDir, 'mail');
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const tags = new Set(emails.map(outboxTag));
  const addresses = emails.map((email) => email.trim().toLowerCase());
  for (const name of names) {
    const match = OUTBOX_NAME.exec(name);
    if (!match) continue;
    const file = path.join(dir, name);
    const tag = match[1];
    const isAbout = tag
      ? tags.has(tag)
      : await fs
          .readFile(file)
          .then((bytes) => (match[2] === SEALED_SUFFIX ? open(bytes) : bytes).toString('utf8'))
          .then((eml) => addresses.some((address) => searchable(eml).includes(address)))
          .catch(() => false);
    if (isAbout) await fs.rm(file, { force: true });
  }
}

/** Clear-all: every local records file and every mail message kept on disk. */
export async function forgetAllLocalCopies(dataDir: string): Promise<void> {
  for (const sub of ['records', 'mail']) {
    const dir = path.join(dataDir, sub);
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    await Promise.all(names.map((name) => fs.rm(path.join(dir, name), { force: true, recursive: true })));
  }
}
