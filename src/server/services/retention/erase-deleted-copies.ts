import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../types';
import type { DeletedMembers } from './delete-approved-members';
import { forgetAllLocalCopies, forgetMailAbout, forgetRecordFiles } from './forget-local-copies';
import { purgeOldRowVersions } from './purge-old-row-versions';

/**
 * After a deletion has committed, erases the copies its rows leave behind (issue 19 item 5,
 * decision 020): the old row versions in the database's files and WAL, then the mail and
 * records-system files on disk. The files go last, so a job that was sending about a deleted
 * member while the database was purged has written its file by then. `'all'`: clear-all.
 */
export async function eraseDeletedCopies(
  deps: Pick<AppDeps, 'database' | 'env' | 'cipher'>,
  deleted: Pick<DeletedMembers, 'submissionIds' | 'emails'> | 'all',
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  if (deleted !== 'all' && deleted.emails.length === 0) return;
  const { dataDir } = deps.env;
  try {
    await purgeOldRowVersions(deps.database, log);
  } finally {
    // The rows are gone whatever the purge did: their files go too.
    if (deleted === 'all') await forgetAllLocalCopies(dataDir);
    else {
      await forgetRecordFiles(dataDir, deleted.submissionIds);
      await forgetMailAbout(dataDir, deleted.emails, (sealed) => deps.cipher.openBytes(sealed));
    }
  }
}
