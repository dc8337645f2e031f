import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const COMMITS = 20;
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * Runs commit-trace-child.ts under strace (`apt-get install strace`) and returns, per commit,
 * the traced system calls made between its start and its acknowledgement, with file paths
 * (`-y`) in place of bare descriptors.
 */
function trace(how: 'app' | 'app-crowd' | 'stock'): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-fsync-'));
  dirs.push(dir);
  const out = path.join(dir, 'strace.txt');
  if (spawnSync('strace', ['-V']).error) throw new Error('strace is not installed: apt-get install strace');
  execFileSync(
    'strace',
    [
      '-f',
      '-y',
      '-qq',
      '--seccomp-bpf',
      '-e',
      'trace=write,pwrite64,pwritev,fsync,fdatasync',
      '-o',
      out,
      process.execPath,
    ].concat([
      '--import',
      'tsx',
      'tests/crash/commit-trace-child.ts',
      path.join(dir, 'db'),
      how,
      String(COMMITS),
    ]),
    { cwd: root, stdio: 'pipe' },
  );
  return joinInterrupted(fs.readFileSync(out, 'utf8').split('\n'));
}

/** Per commit made one after another, the traced calls between its start and its acknowledgement. */
function traceCommits(how: 'app' | 'stock'): string[][] {
  const commits: string[][] = [];
  let current: string[] | null = null;
  for (const line of trace(how)) {
    if (line.includes('"commit-start ')) current = [];
    else if (line.includes('"commit-acked ')) {
      if (current) commits.push(current);
      current = null;
    } else current?.push(line);
  }
  return commits;
}

/**
 * strace splits a call that another thread interrupts into `pid fsync(…) <unfinished ...>` and a
 * later `pid <... fsync resumed>) = 0`: joined back into one line each, in the order they began.
 */
function joinInterrupted(lines: string[]): string[] {
  const joined: string[] = [];
  const open = new Map<string, number>();
  for (const line of lines) {
    const pid = line.split(' ', 1)[0]!;
    const resumed = /^\S+\s+<\.\.\. \w+ resumed>(.*)$/.exec(line);
    if (resumed && open.has(pid)) {
      const at = open.get(pid)!;
      joined[at] = joined[at]!.replace(/ <unfinished \.\.\.>$/, resumed[1]!);
      open.delete(pid);
    } else {
      if (line.endsWith('<unfinished ...>')) open.set(pid, joined.length);
      joined.push(line);
    }
  }
  return joined;
}

const isWalWrite = (line: string) =>
  /\b(write|pwrite64|pwritev)\(\d+<[^>]*\/pg_wal\/[0-9A-F]{24}>/.test(line);
const isWalSync = (line: string) =>
  /\b(fsync|fdatasync)\(\d+<[^>]*\/pg_wal\/[0-9A-F]{24}>\)\s*= 0/.test(line);

/** A commit is durable when its WAL was written and then synced to disk before it was acknowledged. */
function isSyncedBeforeAck(calls: string[]): boolean {
  const lastWrite = calls.findLastIndex(isWalWrite);
  return lastWrite >= 0 && calls.slice(lastWrite + 1).some(isWalSync);
}

describe('a commit to the embedded database reaches the disk before it is acknowledged', () => {
  it('each of 20 autosaves answered one after another: its WAL was written, then fsynced, before the answer', () => {
    const commits = traceCommits('app');
    expect(commits).toHaveLength(COMMITS);
    expect(commits.filter((calls) => !isSyncedBeforeAck(calls)).map((calls) => calls.join('\n'))).toEqual([]);
  });

  it('20 autosaves at once: every answer follows an fsync of all WAL written before it, and they share fewer fsyncs than answers (group commit)', () => {
    const lines = trace('app-crowd');
    const start = lines.findIndex((line) => line.includes('"commit-start crowd'));
    const acks = lines.flatMap((line, i) => (line.includes('"commit-acked ') ? [i] : []));
    expect(start).toBeGreaterThanOrEqual(0);
    expect(acks).toHaveLength(COMMITS);
    const notSynced = acks.filter((ack) => !isSyncedBeforeAck(lines.slice(start + 1, ack)));
    expect(notSynced.map((ack) => lines[ack])).toEqual([]);
    const syncs = lines.slice(start + 1, acks.at(-1)).filter(isWalSync).length;
    expect(syncs).toBeGreaterThan(0);
    expect(syncs).toBeLessThan(COMMITS);
  });

  it("PGlite's own defaults (fsync off, NodeFS) write the WAL and acknowledge with no sync: the trace tells them apart", () => {
    const commits = traceCommits('stock');
    expect(commits).toHaveLength(COMMITS);
    expect(commits.every((calls) => calls.some(isWalWrite))).toBe(true);
    expect(commits.filter(isSyncedBeforeAck)).toEqual([]);
  });
});
