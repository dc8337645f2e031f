import { eq } from 'drizzle-orm';
import { storedFiles } from '../../db/schema/stored-files';
import type { AppDeps } from '../../types';
import { openFileBytes } from '../files/file-bytes';

// The logo's PNG, read once per file and kept: every header and every application PDF shows it.
let cached: { id: string; png: Buffer } | null = null;

/** The employer's logo (settings) as a PNG, or null without one. */
export async function employerLogoPng(
  deps: Pick<AppDeps, 'database' | 'cipher' | 'settings'>,
): Promise<Buffer | null> {
  const id = deps.settings.current().logoFileId;
  if (!id) return null;
  if (cached?.id === id) return cached.png;
  const [file] = await deps.database.db
    .select({ bytes: storedFiles.bytes })
    .from(storedFiles)
    .where(eq(storedFiles.id, id));
  if (!file) return null;
  cached = { id, png: openFileBytes(deps.cipher, file.bytes) };
  return cached.png;
}
