import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../types';
import type { InstanceOnKey } from './key-watch';
import { STALE_AFTER_MS } from './key-watch';

const describe = (instances: InstanceOnKey[]) =>
  instances.map((i) => `${i.host} pid ${i.pid} on data key version ${i.version}`).join(', ');

/**
 * The log lines of a key rotation across instances (decision 038), each saying what to do next:
 * on an instance left on an older key, that it stopped sealing and how to restart it; on one
 * rotating, which instances it waits for; then that the rotation finished and the old key can go.
 */
export function logKeyRotation(
  log: FastifyBaseLogger,
  deps: Pick<AppDeps, 'keyWatch' | 'keyRotation' | 'jobs' | 'cipher'>,
) {
  const own = deps.cipher.version;
  void deps.keyWatch.superseded.then((newest) => {
    log.error(
      { dataKeyVersion: own, newestDataKeyVersion: newest },
      `Another instance started a key rotation: the database now uses data key version ${newest}, and this instance ` +
        `runs on version ${own}. It no longer saves anything that must be encrypted (those requests answer 503 ` +
        `'this server is being updated') nor runs jobs, so that nothing is sealed with the old key. Restart it now ` +
        `with DATA_KEY set to the new key and DATA_KEY_PREVIOUS set to the key it runs on now.`,
    );
    // Emails and records deliveries seal their copies: the instances on the new key run them.
    void deps.jobs.stop();
  });
  deps.keyRotation.onWaiting((instances) =>
    log.warn(
      { waitingFor: instances },
      `data key rotation: every value and stored file is under data key version ${own}, but ${instances.length} live ` +
        `instance(s) still run on an older key (${describe(instances)}), so the rotation has not finished and ` +
        `DATA_KEY_PREVIOUS must stay. Restart each of them with DATA_KEY set to the new key and DATA_KEY_PREVIOUS set ` +
        `to the old one; the rotation finishes by itself once none is left (an instance that died drops out ` +
        `${STALE_AFTER_MS / 1000} s after its last heartbeat).`,
    ),
  );
  void deps.keyRotation.finished.then(
    ({ reencrypted, sealedFiles, isComplete, rotated, purged, warnings, error }) => {
      for (const warning of warnings) log.warn(warning);
      if (!isComplete)
        log.error(
          { reencrypted, sealedFiles, err: error },
          'data key rotation stopped before every value and file was sealed with the current key; it resumes at the next start: keep DATA_KEY_PREVIOUS',
        );
      else if (rotated)
        log.info(
          { reencrypted, sealedFiles, purged },
          `data key rotation finished: every value and stored file is under data key version ${own}, every live ` +
            `instance runs on it${purged ? ', and the old row versions were purged from the database files' : ''}; ` +
            'DATA_KEY_PREVIOUS can ' +
            'be removed (from every instance, each at its next restart). Backups taken before the rotation are still ' +
            'sealed with the old key: keep it as long as you keep them, or take a new backup and delete the old ones.',
        );
      else if (sealedFiles > 0)
        log.info(
          { sealedFiles, purged },
          `stored files sealed with data key version ${own}, and the copies in clear purged from the database files. ` +
            'Backups taken before this start still hold those files in clear: take a new backup and delete the old ones.',
        );
    },
  );
}
