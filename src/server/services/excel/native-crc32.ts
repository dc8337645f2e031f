import { createRequire } from 'node:module';
import zlib from 'node:zlib';

/** The part of buffer-crc32's API that yazl calls. */
interface BufferCrc32 {
  unsigned(input: string | Buffer, partial?: Buffer | number): number;
}

/**
 * The buffer-crc32 module yazl requires: its own copy, resolved from yazl's directory, which is
 * the one Node's module cache hands yazl (yazl is kept out of the server bundle for this, see
 * scripts/start.mjs).
 */
export const yazlCrc32 = createRequire(createRequire(import.meta.url).resolve('yazl'))(
  'buffer-crc32',
) as BufferCrc32;

/** buffer-crc32's `unsigned` (the same CRC-32, and the same running value) computed by zlib. */
export function nativeUnsigned(input: string | Buffer, partial?: Buffer | number): number {
  const running = typeof partial === 'number' ? partial : partial ? partial.readUInt32BE(0) : 0;
  return zlib.crc32(input, running);
}

/**
 * Makes yazl compute each entry's CRC-32 with Node's zlib.crc32 (C, Node 20.15+) instead of
 * buffer-crc32's JavaScript loop, which took 0.7 s of the export's thread for the 200 MB of XML
 * of 50,000 members (decision 061). yazl looks `unsigned` up at each call.
 * Upstream: yazl#82 and buffer-crc32#37 (both open) would do this in the libraries themselves.
 */
export function useNativeCrc32(): void {
  yazlCrc32.unsigned = nativeUnsigned;
}
