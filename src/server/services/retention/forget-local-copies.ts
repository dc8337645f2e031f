import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * With no records system or SMTP server configured, delivered submissions are written to
 * DATA_DIR/records/{id}.json and mail to DATA_DIR/mail/*.eml: both hold personal data (the
 * records JSON the full TFN and bank account), so deleting the data deletes these copies too.
 */
export async function forgetRecordFiles(dataDir: string, submissionIds: string[]): Promise<void> {
  const dir = path.join(dataDir, 'records');
  await Promise.all(
    submissionIds
      .filter((id) => /^[0-9a-f-]{36}$/.test(id))
      .map((id) => fs.rm(path.join(dir, `${id}.json`), { force: true })),
  );
}

/** Clear-all: every local records file and every mail message kept on disk. */
export async function forgetAllLocalCopies(dataDir: string): Promise<void> {
  for (const sub of ['records', 'mail']) {
    const dir = path.join(dataDir, sub);
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    await Promise.all(names.map((name) => fs.rm(path.join(dir, name), { force: true, recursive: true })));
  }
}
