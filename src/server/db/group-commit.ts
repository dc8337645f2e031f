import type { PGlite } from '@electric-sql/pglite';

/**
 * Group commit for the embedded database (issue 37 item 7, decision 042). PGlite is one backend
 * in the serving thread: PostgreSQL's own `commit_delay` batching needs concurrent backends, so
 * every commit paid its own WAL fsync, one after another, and a request's handler ran to its end
 * (queries and fsyncs) before the next request was read. The database runs with
 * `synchronous_commit=off` (a commit writes its WAL record but does not wait for the disk) and
 * nothing is acknowledged until `flush` has run: it asks PostgreSQL to write one WAL message and
 * flush it (its own XLogFlush and fsync), which puts every commit before it on disk too. So a
 * request pays one fsync however many commits it made.
 *
 * On a slow disk (recent fsyncs at least `waitWhenFsyncMs`) the flush also waits one turn of the
 * event loop, as `commit_delay` waits for other backends: the requests whose sockets are ready
 * run to their own `flush` call and share it. On a fast disk that turn costs more than the
 * fsyncs it saves (measured: decision 042), so it is not taken.
 *
 * A crash loses only commits nobody was told of (PostgreSQL's WAL replay keeps the database
 * consistent either way; asynchronous commit never corrupts).
 */
export function groupFlush(
  client: Pick<PGlite, 'query'>,
  opts: { fsyncMs: () => number; waitWhenFsyncMs: number },
): () => Promise<void> {
  /** The flush callers join: it has not yet read the WAL position, so it covers their commits. */
  let waiting: Promise<void> | undefined;
  /** The flush under way: it may have read the WAL position before a caller's commit. */
  let running: Promise<void> | undefined;

  const flushOnce = async () => {
    // One statement: a WAL record that PostgreSQL flushes at once (`flush` = true, PostgreSQL
    // 17+), and with it all WAL before it. A commit of a transaction that wrote nothing else
    // does not flush even with synchronous_commit=on (PostgreSQL skips the wait for a
    // transaction whose only record is its commit), so that was not enough.
    await client.query(
      'select case when pg_current_wal_insert_lsn() > pg_current_wal_flush_lsn() ' +
        "then pg_logical_emit_message(false, 'onboarding', 'group commit', true) end",
    );
  };

  const flush = (): Promise<void> => {
    // On a slow disk the flush waits one turn of the event loop (`setImmediate`: after the
    // sockets that are ready have been read and their handlers have run), so every request that
    // arrived together shares it.
    waiting ??= (running ?? Promise.resolve())
      .catch(() => {})
      .then(() =>
        opts.fsyncMs() >= opts.waitWhenFsyncMs
          ? new Promise<void>((resolve) => setImmediate(resolve))
          : undefined,
      )
      .then(() => {
        const started: Promise<void> = flushOnce().finally(() => {
          if (running === started) running = undefined;
        });
        running = started;
        waiting = undefined;
        return started;
      });
    return waiting;
  };
  return flush;
}
