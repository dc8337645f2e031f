import crypto from 'node:crypto';
import fs from 'node:fs';
import { like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { appSettings } from '../../db/schema/app-settings';
import { createCipher, type Cipher, type VersionedKey } from './cipher';
import { createKeyFile, keyFingerprint, keyFilePath, readKeyFile } from './data-key';
import { ENCRYPTED_TABLES } from './encrypted-columns';
import { storedFiles } from '../../db/schema/stored-files';
import { CHANGES_CHANNEL } from '../status/live-caches';

/** A data key that does not fit the database: start-up stops with this message. */
export class DataKeyError extends Error {}

/**
 * With DATA_KEY_REQUIRED (set by the container image), stops unless the key was given (DATA_KEY,
 * DATA_KEY_FILE or the DATA_KEY credential; env.ts reads the last two into DATA_KEY): no key is
 * generated in, or read from, the data dir, so none is ever inside the data volume or its backups.
 * Called at start before the data dir is touched, and by `openDataKeys` (the scripts too).
 */
export function requireGivenDataKey(env: {
  DATA_KEY?: string;
  DATA_KEY_REQUIRED?: boolean;
  dataDir: string;
}): void {
  if (!env.DATA_KEY_REQUIRED || env.DATA_KEY) return;
  const keyFile = keyFilePath(env.dataDir);
  throw new DataKeyError(
    'No data key was given, and DATA_KEY_REQUIRED=true keeps it out of the data directory: set ' +
      'DATA_KEY_FILE to a file holding it (a container secret), or give the DATA_KEY credential or ' +
      (fs.existsSync(keyFile)
        ? `DATA_KEY (the key file ${keyFile} is not read: move its key to one of these, then delete it).`
        : 'DATA_KEY (a new install: openssl rand -base64 32).'),
  );
}

/** `data-key:v<N>` holds key N's fingerprint; `data-key:oldest` the oldest version values may use. */
const FINGERPRINT = 'data-key:v';
export const OLDEST_IN_USE = 'data-key:oldest';

export interface DataKeys {
  cipher: Cipher;
  /** The key `cipher` seals with (codes and device cookies are keyed from it too). */
  key: Buffer;
  /** Values under an older key remain to be re-encrypted (`startKeyRotation`). */
  isRotating: boolean;
}

const MISMATCH =
  'DATA_KEY does not match the key this database was encrypted with (its fingerprint is stored in ' +
  'the database). Set DATA_KEY to that key. To change the key, set the new key as DATA_KEY and the ' +
  'current one as DATA_KEY_PREVIOUS.';

async function readFingerprints(db: Db) {
  const rows = await db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(like(appSettings.key, 'data-key:%'));
  const versions = new Map<string, number>();
  let oldest: number | undefined;
  for (const row of rows) {
    if (row.key === OLDEST_IN_USE) oldest = Number(row.value);
    else if (row.key.startsWith(FINGERPRINT))
      versions.set(row.value, Number(row.key.slice(FINGERPRINT.length)));
  }
  return { versions, oldest };
}

/**
 * One stored value from any encrypted column, or undefined when the database holds none. One
 * query for every column (each branch stops at its first row): on a new PGlite database each
 * query costs a few milliseconds of its first run, and one a column took 67 to 85 ms of start-up.
 */
async function sampleValue(db: Db): Promise<string | undefined> {
  const branches = ENCRYPTED_TABLES.flatMap(({ table, columns }) =>
    columns.map(
      (column) => sql`(select ${column}::text as value from ${table} where ${column} <> '' limit 1)`,
    ),
  );
  const [row] = await queryRows<{ value: string }>(db, sql`${sql.join(branches, sql` union all `)} limit 1`);
  return row?.value;
}

/** Records key `version`'s fingerprint unless another instance did first; answers the one stored. */
async function recordFingerprint(db: Db, version: number, fingerprint: string): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: `${FINGERPRINT}${version}`, value: fingerprint })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(sql`${appSettings.key} = ${`${FINGERPRINT}${version}`}`);
  return row!.value;
}

/**
 * The data keys for this database (decision 024), checked against the fingerprints it stores:
 * `DATA_KEY` (or, without it, the key file in the data dir) must be the key the database's
 * values were sealed with, or a new key given with the current one in `DATA_KEY_PREVIOUS`, which
 * starts a rotation. A key is generated only for a database that holds no encrypted value and no
 * fingerprint. Throws `DataKeyError`, naming the variable, otherwise.
 */
export async function openDataKeys(
  db: Db,
  env: { DATA_KEY?: string; DATA_KEY_PREVIOUS: Buffer[]; DATA_KEY_REQUIRED?: boolean; dataDir: string },
): Promise<DataKeys> {
  requireGivenDataKey(env);
  const given = env.DATA_KEY ? Buffer.from(env.DATA_KEY, 'base64') : readKeyFile(env.dataDir);
  const { versions, oldest } = await readFingerprints(db);
  const versionOf = (key: Buffer) => versions.get(keyFingerprint(key));

  if (versions.size === 0) {
    // A new database, or one written before keys had fingerprints: its values say which key.
    const sample = await sampleValue(db);
    if (!given && sample !== undefined)
      throw new DataKeyError(
        `The database holds encrypted data but no data key was given: set DATA_KEY to the key it was ` +
          `written with (a new key would make that data unreadable; it was not generated).`,
      );
    const key = given ?? createKeyFile(env.dataDir);
    if (sample !== undefined) {
      try {
        createCipher(key).decrypt(sample);
      } catch {
        throw new DataKeyError(MISMATCH);
      }
    }
    if ((await recordFingerprint(db, 1, keyFingerprint(key))) !== keyFingerprint(key))
      throw new DataKeyError(MISMATCH);
    return { cipher: createCipher(key), key, isRotating: false };
  }

  if (!given)
    throw new DataKeyError(
      `No data key was given, but this database's data is encrypted with one: set DATA_KEY to it ` +
        `(or restore ${keyFilePath(env.dataDir)}). A new key was not generated.`,
    );
  const latest = Math.max(...versions.values());
  let version = versionOf(given);
  const older: VersionedKey[] = [];
  for (const key of env.DATA_KEY_PREVIOUS) {
    const v = versionOf(key);
    if (v === undefined)
      throw new DataKeyError('DATA_KEY_PREVIOUS holds a key this database was never encrypted with.');
    if (v !== version) older.push({ version: v, key: crypto.createSecretKey(key) });
  }
  if (version === undefined) {
    // A new key: a rotation, if the newest known key is given beside it.
    if (!older.some((k) => k.version === latest)) throw new DataKeyError(MISMATCH);
    version = latest + 1;
    if ((await recordFingerprint(db, version, keyFingerprint(given))) !== keyFingerprint(given))
      throw new DataKeyError(
        'Another instance started a key rotation with a different new DATA_KEY: give every instance the same keys.',
      );
    // Instances still on the old key stop sealing at once (key-watch.ts; their heartbeat also
    // looks every few seconds, in case this notification is missed).
    await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${`k:${version}`})`);
  } else if (version < latest) {
    throw new DataKeyError(
      `DATA_KEY is an older data key (version ${version}) than the newest this database uses ` +
        `(version ${latest}): set DATA_KEY to the newest key, and this one as DATA_KEY_PREVIOUS.`,
    );
  }
  // What the values and files themselves say, not the `data-key:oldest` marker (issue 37 item 1):
  // a marker written while another instance still sealed under the old key would let this one
  // start without a key that values still need.
  const missing = await versionNotGiven(db, [version, ...older.map((k) => k.version)]);
  if (missing !== undefined)
    throw new DataKeyError(
      `Values under data key version ${missing} are not yet re-encrypted with the new key: keep the old ` +
        `key in DATA_KEY_PREVIOUS until the log says the key rotation has finished.`,
    );
  const ring = [
    { version, key: crypto.createSecretKey(given) },
    ...older.filter((k) => k.version < version!).sort((a, b) => b.version - a.version),
  ];
  // Rotating while any value or file is under an older key, or the last rotation has not been
  // seen through (an instance on the old key may still have been live): the rotation's own
  // count and its look at the live instances decide when it has finished.
  // Without DATA_KEY_PREVIOUS the query above already found no value under another version.
  const isRotating =
    (oldest ?? 1) < version || (older.length > 0 && (await versionOtherThan(db, version)) !== undefined);
  return { cipher: createCipher(ring), key: given, isRotating };
}

/** Text prefixes and stored files' first bytes under a `v<N>:` version; `versions` are integers. */
const notUnder = (versions: readonly number[]) => `^v(${versions.join('|')}):`;

/**
 * One version that some encrypted value or stored file is sealed under and that is not in
 * `versions`, or undefined. One query (each branch stops at its first row); without such a value
 * it reads every encrypted column once, as the rotation's count does.
 */
async function versionNotIn(db: Db, versions: readonly number[]): Promise<number | undefined> {
  const other = notUnder(versions.map((v) => Math.trunc(v)));
  const branches = ENCRYPTED_TABLES.flatMap(({ table, columns }) =>
    columns.map(
      (column) =>
        sql`(select (regexp_match(${column}::text, '^v([0-9]+):'))[1] as v from ${table} where ${column}::text ~ '^v[0-9]+:' and ${column}::text !~ ${other} limit 1)`,
    ),
  );
  const head = sql`encode(substring(${storedFiles.bytes} from 1 for 12), 'escape')`;
  branches.push(
    sql`(select (regexp_match(${head}, '^v([0-9]+):'))[1] as v from ${storedFiles} where ${head} ~ '^v[0-9]+:' and ${head} !~ ${other} limit 1)`,
  );
  const [row] = await queryRows<{ v: string }>(db, sql`${sql.join(branches, sql` union all `)} limit 1`);
  return row ? Number(row.v) : undefined;
}

/** A version older than every key given that values still use (start-up refuses without it). */
const versionNotGiven = (db: Db, given: readonly number[]) => versionNotIn(db, given);
/** A version other than the current one that values still use (a rotation is to run). */
const versionOtherThan = (db: Db, version: number) => versionNotIn(db, [version]);
