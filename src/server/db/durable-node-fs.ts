import fs from 'node:fs';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type InitArgs = Parameters<NodeFS['init']>;
type InitResult = Awaited<ReturnType<NodeFS['init']>>;
type EmscriptenModule = Parameters<InitArgs[1]['preRun'] extends (infer F)[] | undefined ? F : never>[0];

/** The part of an Emscripten NODEFS stream that fsync needs: the real Node descriptor. */
interface NodeFsStream {
  nfd?: number;
}

/** Emscripten's NODEFS object; `tryFSOperation` turns a Node error into the errno C code sees. */
interface NodeFsInternals {
  stream_ops: Record<string, unknown>;
  tryFSOperation<T>(op: () => T): T;
}

/**
 * PGlite's NodeFS with a working fsync. Emscripten's NODEFS has no `fsync` stream operation,
 * so PostgreSQL's fsync() of a WAL segment or a data file returned 0 without reaching the disk
 * (upstream pglite#1107): a commit was acknowledged while it was still only in the page cache.
 * This adds the operation, calling fsync(2) on the real descriptor NODEFS opened for the file.
 *
 * Emscripten's fdatasync() is a no-op that never reaches the file system, so the database must
 * also run with `wal_sync_method=fsync` (see `durableStartParams`).
 */
export class DurableNodeFS extends NodeFS {
  /** How long this disk's recent fsyncs took (ms, a moving average): group-commit.ts reads it. */
  fsyncMs = 0;

  override async init(...[pg, opts]: InitArgs): Promise<InitResult> {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      ...preRun,
      (mod: EmscriptenModule) => {
        const nodefs = mod.NODEFS as unknown as NodeFsInternals;
        nodefs.stream_ops.fsync = (stream: NodeFsStream) => {
          // A failed fsync (EIO, ENOSPC) reaches PostgreSQL as its errno, and it stops rather
          // than acknowledge a commit that may not be on disk.
          const nfd = stream.nfd;
          if (nfd === undefined) return 0;
          const started = performance.now();
          nodefs.tryFSOperation(() => fs.fsyncSync(nfd));
          this.fsyncMs = 0.8 * this.fsyncMs + 0.2 * (performance.now() - started);
          return 0;
        };
      },
    ];
    return result;
  }
}

/**
 * PGlite's own start parameters include `-F` (fsync off); a database on disk drops it and
 * syncs its WAL with fsync(), the one sync call that reaches `DurableNodeFS`. Its commits are
 * asynchronous: nothing is acknowledged until `groupFlush` (group-commit.ts) has synced them.
 */
export function durableStartParams(defaults: readonly string[]): string[] {
  return [
    ...defaults.filter((p) => p !== '-F'),
    '-c',
    'wal_sync_method=fsync',
    // Commits do not wait for their fsync; answers wait for a shared one (group-commit.ts).
    '-c',
    'synchronous_commit=off',
  ];
}
