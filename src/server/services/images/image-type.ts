export type ImageType = 'jpeg' | 'png' | 'heic' | 'webp';

/** The image type by content (magic bytes), never by file name or the browser's claim. */
export function detectImageType(buf: Buffer): ImageType | null {
  if (buf.length < 12) return null;
  if (buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.toString('ascii', 0, 4) === 'RIFF' && buf.toString('ascii', 8, 12) === 'WEBP') return 'webp';
  if (
    buf.toString('ascii', 4, 8) === 'ftyp' &&
    /^(heic|heix|hevc|mif1|msf1)$/.test(buf.toString('ascii', 8, 12))
  ) {
    return 'heic';
  }
  return null;
}
