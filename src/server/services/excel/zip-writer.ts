import type { Writable } from 'node:stream';
import zlib from 'node:zlib';

/** What the central directory records of one entry. */
interface Entry {
  name: Buffer;
  offset: number;
  crc: number;
  compressedSize: number;
  size: number;
}

const LIMIT = 0xffffffff;
// Bit 3: sizes and CRC follow the data (streamed); bit 11: names are UTF-8.
const FLAGS = 0x0808;
const DEFLATE = 8;
// 1980-01-01 00:00 in MS-DOS time and date: the entries carry no meaningful time.
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

/** Bytes a chunk of `Utf8Chunks`: a page of rows fills one to four. */
const CHUNK_BYTES = 1 << 20;

/**
 * Text encoded as UTF-8 piece by piece straight into buffers of about a megabyte. Joining a
 * page's rows into one string first (`+=`) built a rope of some 100k pieces that Buffer.from
 * had to flatten, then encode: a third more CPU for the sheet's 200 MB at 50k members.
 */
export class Utf8Chunks {
  private chunk = Buffer.allocUnsafeSlow(0);
  private used = 0;
  private readonly full: Buffer[] = [];

  add(text: string): void {
    // A UTF-16 unit is at most 3 bytes of UTF-8 (a surrogate pair, 2 units, is 4).
    const most = text.length * 3;
    if (this.used + most > this.chunk.length) {
      if (this.used > 0) this.full.push(this.chunk.subarray(0, this.used));
      // Not from Node's shared pool: each chunk owns its memory, so it can be transferred.
      this.chunk = Buffer.allocUnsafeSlow(Math.max(CHUNK_BYTES, most));
      this.used = 0;
    }
    this.used += this.chunk.write(text, this.used, 'utf8');
  }

  /**
   * The bytes added since the last call, in order. Each is a view of its own ArrayBuffer, which
   * nothing here writes to again: a worker thread can transfer it rather than copy it.
   */
  take(): Buffer[] {
    const taken = this.full.splice(0);
    if (this.used > 0) {
      taken.push(this.chunk.subarray(0, this.used));
      this.chunk = Buffer.allocUnsafeSlow(0);
      this.used = 0;
    }
    return taken;
  }
}

/** Waits until `out` has room again, or is gone (the client left). */
export async function drained(out: Writable): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/**
 * A zip archive written front to back into `out` (an .xlsx is one): each entry is deflated as it
 * is written, with its CRC and sizes in a data descriptor after it, so nothing is held but the
 * current chunk. Entries and the archive stay under 4 GiB (no zip64): larger throws.
 */
export class ZipWriter {
  private readonly entries: Entry[] = [];
  private offset = 0;

  /**
   * `level` 1: sheet XML deflates to 9% at level 1 and 8% at level 6, but level 6 took about five
   * times as long, and at 50k members (200 MB of XML) the one thread deflating set the pace.
   */
  constructor(
    private readonly out: Writable,
    private readonly level = 1,
  ) {}

  private async emit(chunk: Buffer): Promise<void> {
    // The client left: nothing more is sent (the export notices and stops).
    if (this.out.destroyed) return;
    this.offset += chunk.length;
    if (this.offset > LIMIT) throw new Error('The export is larger than a zip without zip64 holds');
    if (!this.out.write(chunk)) await drained(this.out);
  }

  /**
   * Starts an entry and answers a writer for its contents: `write` (awaited, for backpressure)
   * and `close`, which must be awaited before the next entry starts.
   */
  async open(name: string): Promise<EntryWriter> {
    const entry: Entry = {
      name: Buffer.from(name, 'utf8'),
      offset: this.offset,
      crc: 0,
      compressedSize: 0,
      size: 0,
    };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(DOS_TIME, 10);
    header.writeUInt16LE(DOS_DATE, 12);
    header.writeUInt16LE(entry.name.length, 26);
    await this.emit(Buffer.concat([header, entry.name]));
    return new EntryWriter(
      entry,
      this.level,
      this.out,
      (chunk) => this.emit(chunk),
      () => {
        this.entries.push(entry);
      },
    );
  }

  /** A whole (small) entry at once. */
  async add(name: string, text: string): Promise<void> {
    const writer = await this.open(name);
    await writer.write(text);
    await writer.close();
  }

  /** Writes the central directory and the end record; `out` itself is left for the caller to end. */
  async finish(): Promise<void> {
    const start = this.offset;
    const records = this.entries.map((e) => {
      const r = Buffer.alloc(46);
      r.writeUInt32LE(0x02014b50, 0);
      r.writeUInt16LE(20, 4);
      r.writeUInt16LE(20, 6);
      r.writeUInt16LE(FLAGS, 8);
      r.writeUInt16LE(DEFLATE, 10);
      r.writeUInt16LE(DOS_TIME, 12);
      r.writeUInt16LE(DOS_DATE, 14);
      r.writeUInt32LE(e.crc, 16);
      r.writeUInt32LE(e.compressedSize, 20);
      r.writeUInt32LE(e.size, 24);
      r.writeUInt16LE(e.name.length, 28);
      r.writeUInt32LE(e.offset, 42);
      return Buffer.concat([r, e.name]);
    });
    const directory = Buffer.concat(records);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(start, 16);
    await this.emit(Buffer.concat([directory, end]));
  }
}

/** The contents of one entry: deflated on libuv's thread pool while the caller builds more. */
export class EntryWriter {
  private readonly deflate: zlib.DeflateRaw;
  private readonly flushed: Promise<void>;
  private pending: Promise<void> = Promise.resolve();

  constructor(
    private readonly entry: Entry,
    level: number,
    out: Writable,
    private readonly emit: (chunk: Buffer) => Promise<void>,
    private readonly done: () => void,
  ) {
    this.deflate = zlib.createDeflateRaw({ level });
    // Compressed chunks go out in order; the deflater is paused while `out` is full.
    this.flushed = new Promise<void>((resolve, reject) => {
      this.deflate.on('data', (chunk: Buffer) => {
        entry.compressedSize += chunk.length;
        if (entry.compressedSize > LIMIT) {
          reject(new Error('The export is larger than a zip without zip64 holds'));
          return;
        }
        this.pending = this.emit(chunk);
        if (out.writableNeedDrain) {
          this.deflate.pause();
          void this.pending.then(() => this.deflate.resume(), reject);
        }
      });
      this.deflate.on('end', () => void this.pending.then(resolve, reject));
      this.deflate.on('error', reject);
      // The client left: stop deflating; the export sees `out.destroyed` and stops too.
      out.once('close', () => {
        if (!this.deflate.destroyed) this.deflate.destroy();
        resolve();
      });
    });
  }

  /** Adds text (UTF-8) to the entry; resolves when the deflater can take more. */
  write(text: string): Promise<void> {
    return this.writeBytes(Buffer.from(text, 'utf8'));
  }

  /**
   * Adds bytes to the entry; resolves when the deflater can take more. The deflater reads them
   * later, on libuv's thread pool: `bytes` must not be changed after.
   */
  async writeBytes(bytes: Uint8Array): Promise<void> {
    this.entry.crc = zlib.crc32(bytes, this.entry.crc);
    this.entry.size += bytes.length;
    if (this.entry.size > LIMIT) throw new Error('The export is larger than a zip without zip64 holds');
    if (!this.deflate.write(bytes) && !this.deflate.destroyed) {
      await new Promise<void>((resolve) => {
        const go = () => {
          this.deflate.off('drain', go);
          this.deflate.off('close', go);
          resolve();
        };
        this.deflate.on('drain', go);
        this.deflate.on('close', go);
      });
    }
  }

  /** Ends the entry: the rest of its data, then its data descriptor. */
  async close(): Promise<void> {
    this.deflate.end();
    await this.flushed;
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(this.entry.crc >>> 0, 4);
    descriptor.writeUInt32LE(this.entry.compressedSize, 8);
    descriptor.writeUInt32LE(this.entry.size, 12);
    this.done();
    await this.emit(descriptor);
  }
}
