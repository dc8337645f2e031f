import crypto from 'node:crypto';

// AES-256-GCM decryption of many short values at once (NIST SP 800-38D, 96-bit IVs, no AAD):
// one AES-ECB call makes every value's key stream and tag mask, and GHASH runs here on byte
// tables made once from the key. Node's own GCM costs ~5 µs a value, almost all of it making
// a Decipheriv (a stream object and a fresh key schedule) for each: at 50k members and seven
// encrypted fields each, that alone was 2 s of the Excel export. Results are checked against
// Node's GCM in tests/unit/gcm-batch.test.ts, including rejected tags.

const IV_BYTES = 12;
const TAG_BYTES = 16;
const BLOCK = 16;

/** The 16 x 256 products of H with each byte value at each byte position, 4 words each. */
function ghashTables(h: Buffer): Uint32Array {
  // V[i] = H·x^i for i in 0..127, in GCM's reflected bit order (bit 0 is the MSB of byte 0).
  const v = new Uint32Array(128 * 4);
  let a = h.readUInt32BE(0);
  let b = h.readUInt32BE(4);
  let c = h.readUInt32BE(8);
  let d = h.readUInt32BE(12);
  for (let i = 0; i < 128; i++) {
    v[i * 4] = a;
    v[i * 4 + 1] = b;
    v[i * 4 + 2] = c;
    v[i * 4 + 3] = d;
    const carry = d & 1;
    d = ((d >>> 1) | (c << 31)) >>> 0;
    c = ((c >>> 1) | (b << 31)) >>> 0;
    b = ((b >>> 1) | (a << 31)) >>> 0;
    a = (a >>> 1) ^ (carry ? 0xe1000000 : 0);
    a >>>= 0;
  }
  const t = new Uint32Array(16 * 256 * 4);
  for (let p = 0; p < 16; p++) {
    for (let byte = 1; byte < 256; byte++) {
      // The byte's lowest set bit is bit 7-k of the byte in GCM's order: V[8p + k].
      const low = byte & -byte;
      const k = 7 - Math.log2(low);
      const from = (p * 256 + (byte ^ low)) * 4;
      const to = (p * 256 + byte) * 4;
      const vi = (p * 8 + k) * 4;
      t[to] = t[from]! ^ v[vi]!;
      t[to + 1] = t[from + 1]! ^ v[vi + 1]!;
      t[to + 2] = t[from + 2]! ^ v[vi + 2]!;
      t[to + 3] = t[from + 3]! ^ v[vi + 3]!;
    }
  }
  return t;
}

/** Opens `v1:` values' bodies (IV | tag | ciphertext) in batches with one key. */
export class GcmBatchOpener {
  private readonly ecb: crypto.Cipher;
  private readonly table: Uint32Array;
  // The running GHASH value, as four 32-bit words (signed or not: only their bits matter).
  private y0 = 0;
  private y1 = 0;
  private y2 = 0;
  private y3 = 0;
  private readonly x = new Int32Array(4);

  constructor(key: crypto.KeyObject) {
    this.ecb = crypto.createCipheriv('aes-256-ecb', key, null).setAutoPadding(false);
    this.table = ghashTables(this.ecb.update(Buffer.alloc(BLOCK)));
  }

  /** y = (y ^ block) · H, the block being the words w0..w3. */
  private absorb(w0: number, w1: number, w2: number, w3: number): void {
    const t = this.table;
    const x = this.x;
    x[0] = this.y0 ^ w0;
    x[1] = this.y1 ^ w1;
    x[2] = this.y2 ^ w2;
    x[3] = this.y3 ^ w3;
    let z0 = 0;
    let z1 = 0;
    let z2 = 0;
    let z3 = 0;
    // Byte p of the 16 (most significant first) picks its product from table p.
    for (let p = 0; p < 16; p++) {
      const i = ((p << 8) | ((x[p >> 2]! >>> (24 - 8 * (p & 3))) & 0xff)) << 2;
      z0 ^= t[i]!;
      z1 ^= t[i + 1]!;
      z2 ^= t[i + 2]!;
      z3 ^= t[i + 3]!;
    }
    this.y0 = z0;
    this.y1 = z1;
    this.y2 = z2;
    this.y3 = z3;
  }

  /**
   * The plaintexts of `bodies` (each IV | tag | ciphertext), in order, as UTF-8 text. Throws if
   * any body is too short or its tag does not match (a wrong key, or altered data).
   */
  open(bodies: readonly Buffer[]): string[] {
    let blocks = 0;
    for (const body of bodies) {
      if (body.length < IV_BYTES + TAG_BYTES) throw new Error('Encrypted value is too short');
      blocks += 1 + Math.ceil((body.length - IV_BYTES - TAG_BYTES) / BLOCK);
    }
    // Each value's J0 (IV | 1, whose cipher masks the tag) and then its counter blocks (IV | 2...).
    const counters = Buffer.allocUnsafe(blocks * BLOCK);
    let at = 0;
    for (const body of bodies) {
      const n = Math.ceil((body.length - IV_BYTES - TAG_BYTES) / BLOCK);
      for (let j = 0; j <= n; j++) {
        body.copy(counters, at, 0, IV_BYTES);
        counters.writeUInt32BE(j + 1, at + IV_BYTES);
        at += BLOCK;
      }
    }
    const stream = this.ecb.update(counters);
    const out = new Array<string>(bodies.length);
    at = 0;
    for (let k = 0; k < bodies.length; k++) {
      const body = bodies[k]!;
      const length = body.length - IV_BYTES - TAG_BYTES;
      const mask = at;
      at += BLOCK;
      // GHASH over the ciphertext (zero-padded to whole blocks), then its length in bits.
      this.y0 = this.y1 = this.y2 = this.y3 = 0;
      const start = IV_BYTES + TAG_BYTES;
      for (let off = 0; off < length; off += BLOCK) {
        if (length - off >= BLOCK) {
          const s = start + off;
          this.absorb(
            body.readUInt32BE(s),
            body.readUInt32BE(s + 4),
            body.readUInt32BE(s + 8),
            body.readUInt32BE(s + 12),
          );
        } else {
          const last = Buffer.alloc(BLOCK);
          body.copy(last, 0, start + off);
          this.absorb(
            last.readUInt32BE(0),
            last.readUInt32BE(4),
            last.readUInt32BE(8),
            last.readUInt32BE(12),
          );
        }
      }
      const bits = length * 8;
      this.absorb(0, 0, Math.floor(bits / 0x100000000), bits >>> 0);
      // The tag is GHASH masked with J0's cipher; ^ and | work on the words' 32 bits alike.
      const diff =
        (this.y0 ^ stream.readInt32BE(mask) ^ body.readInt32BE(IV_BYTES)) |
        (this.y1 ^ stream.readInt32BE(mask + 4) ^ body.readInt32BE(IV_BYTES + 4)) |
        (this.y2 ^ stream.readInt32BE(mask + 8) ^ body.readInt32BE(IV_BYTES + 8)) |
        (this.y3 ^ stream.readInt32BE(mask + 12) ^ body.readInt32BE(IV_BYTES + 12));
      if (diff !== 0) throw new Error('Unsupported state or unable to authenticate data');
      const plain = Buffer.allocUnsafe(length);
      for (let i = 0; i < length; i++) plain[i] = body[start + i]! ^ stream[at + i]!;
      at += Math.ceil(length / BLOCK) * BLOCK;
      out[k] = plain.toString('utf8');
    }
    return out;
  }
}
