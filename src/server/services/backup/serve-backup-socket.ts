import fs from 'node:fs';
import net from 'node:net';
import { backupSocketPath } from './backup-socket-path';

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * Answers `npm run backup` while the app runs: PGlite lives in this process behind a directory
 * lock, so only this process can take a consistent snapshot. A client writes `backup\n`; the
 * answer is one JSON line (`{"bytes":N,"pid":P}` or `{"error":"…"}`) and then the N bytes of the gzipped
 * data directory. Returns a function that stops listening.
 */
export async function serveBackupSocket(
  dataDir: string,
  dump: () => Promise<Blob>,
  log: Log,
): Promise<() => Promise<void>> {
  const file = backupSocketPath(dataDir);
  // A socket file left by a process that died: we hold the directory lock (the kernel's), so no
  // live process serves it.
  fs.rmSync(file, { force: true });
  const server = net.createServer((socket) => {
    socket.once('data', (chunk) => {
      if (chunk.toString('utf8').trim() !== 'backup') {
        socket.end(`${JSON.stringify({ error: 'unknown request' })}\n`);
        return;
      }
      const started = performance.now();
      log.info({}, 'backup requested');
      dump()
        .then(async (blob) => {
          const bytes = Buffer.from(await blob.arrayBuffer());
          socket.write(`${JSON.stringify({ bytes: bytes.length, pid: process.pid })}\n`);
          socket.end(bytes);
          log.info({ bytes: bytes.length, ms: Math.round(performance.now() - started) }, 'backup taken');
        })
        .catch((err: unknown) => {
          log.warn({ err }, 'backup failed');
          socket.end(`${JSON.stringify({ error: err instanceof Error ? err.message : 'backup failed' })}\n`);
        });
    });
    socket.on('error', () => socket.destroy());
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(file, () => resolve());
    });
    // The process umask already makes it 0600; said again, in case the app runs under another.
    fs.chmodSync(file, 0o600);
  } catch (err) {
    log.warn({ err, file }, 'backup socket not available: npm run backup needs the app stopped');
    return async () => {};
  }
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
