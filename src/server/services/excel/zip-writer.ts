import { PassThrough, type Readable, type Writable } from 'node:stream';
import yazl from 'yazl';
import { useNativeCrc32 } from './native-crc32';

useNativeCrc32();

/** Bytes a write into an entry (see `EntryWriter.writeBytes`). */
const SLICE_BYTES = 64 * 1024;

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
 * A zip archive (an .xlsx is one) streamed into `out` by yazl: entries are deflated (zlib, on
 * libuv's thread pool) in the order they are added, each with its CRC and sizes in a data
 * descriptor after it, so nothing is held but the chunks in flight; yazl switches to zip64 past
 * 4 GiB. When `out` closes early (the client left), the entries still open are dropped.
 */
export class ZipWriter {
  private readonly zip = new yazl.ZipFile();
  private readonly open: PassThrough[] = [];
  private readonly ended: Promise<void>;
  /** Entries carry the time the export started. */
  private readonly options: { compressionLevel: number; mtime: Date; forceDosTimestamp: true };

  /**
   * `level` 1: sheet XML deflates to 9% at level 1 and 8% at level 6, but level 6 took about five
   * times as long, and at 50k members (200 MB of XML) the one thread deflating set the pace.
   */
  constructor(
    private readonly out: Writable,
    level = 1,
  ) {
    this.options = { compressionLevel: level, mtime: new Date(), forceDosTimestamp: true };
    const output = this.zip.outputStream as Readable;
    this.ended = new Promise<void>((resolve, reject) => {
      output.once('end', resolve);
      this.zip.on('error', reject);
      out.once('close', resolve);
    });
    this.ended.catch(() => {});
    out.once('close', () => {
      for (const entry of this.open) entry.destroy();
      output.destroy();
    });
    output.pipe(out);
  }

  /** Starts an entry and answers a writer for its contents; `close` it before `finish`. */
  entry(name: string): EntryWriter {
    // The buffer each entry holds before it waits: Node 22 raised the default from 16 to 64 KiB,
    // which let the sheet run further ahead of what reached the client.
    const stream = new PassThrough({ highWaterMark: 16 * 1024 });
    this.open.push(stream);
    if (this.out.destroyed) stream.destroy();
    else this.zip.addReadStream(stream, name, this.options);
    return new EntryWriter(stream);
  }

  /** A whole (small) entry at once. */
  add(name: string, text: string): void {
    this.zip.addBuffer(Buffer.from(text, 'utf8'), name, this.options);
  }

  /**
   * Writes the central directory once every entry is written; resolves when the last byte has
   * been handed to `out` (which it then ends), or `out` closed early.
   */
  async finish(): Promise<void> {
    this.zip.end();
    await this.ended;
  }
}

/** The contents of one entry, written with backpressure. */
export class EntryWriter {
  constructor(private readonly stream: PassThrough) {}

  /** Adds text (UTF-8) to the entry; resolves when it can take more. */
  write(text: string): Promise<void> {
    return this.writeBytes(Buffer.from(text, 'utf8'));
  }

  /**
   * Adds bytes to the entry; resolves when it can take more. `bytes` must not be changed after.
   * They go in slices: each stream between here and the deflater (yazl's CRC and byte counters)
   * holds one write, so a page's megabyte written whole would keep pages of XML in flight and
   * the export would read pages well ahead of the bytes it sends.
   */
  async writeBytes(bytes: Uint8Array): Promise<void> {
    for (let at = 0; at < bytes.length && !this.stream.destroyed; at += SLICE_BYTES) {
      if (!this.stream.write(bytes.subarray(at, at + SLICE_BYTES))) await drained(this.stream);
    }
  }

  /** Ends the entry (its data descriptor follows once its data is deflated). */
  close(): void {
    this.stream.end();
  }
}
