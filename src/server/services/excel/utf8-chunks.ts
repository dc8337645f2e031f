/**
 * Bytes a chunk of `Utf8Chunks` (a page of rows fills 16 to 64), under glibc's mmap threshold
 * (128 KB, which the start script sets): a chunk comes from malloc's heap, where the memory of
 * chunks the export's thread has deflated and let go is used again. Chunks of a megabyte were
 * each mapped afresh and touched page by page: at 50,000 members, 200 MB of XML, that was 40,000
 * more page faults and a second more CPU (decision 060).
 */
const CHUNK_BYTES = 64 * 1024;

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
