import { badRequest } from '../../http-errors';
import { detectImageType } from './image-type';

/** The chunks a pad's PNG is made of; any other (text, colour profile...) is metadata. */
const IMAGE_CHUNKS = new Set(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND']);
/**
 * A canvas writes a few bytes of metadata at most. zTXt, iTXt and iCCP chunks are inflated by
 * the decoder: 400 KB of them cost ~90 ms of CPU (a drawn initial ~5 ms), so they stay small.
 */
export const MAX_PNG_METADATA_BYTES = 16 * 1024;

/** Bytes in chunks other than the image's own; Infinity when the chunk list runs off the end. */
function metadataBytes(png: Buffer): number {
  let total = 0;
  for (let at = 8; at < png.length;) {
    if (at + 12 > png.length) return Infinity;
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (!IMAGE_CHUNKS.has(type)) total += length;
    at += 12 + length;
    if (at > png.length) return Infinity;
    if (type === 'IEND') break;
  }
  return total;
}

/** A drawn initial arrives as a PNG data URL; keep only real PNG bytes without bulky metadata. */
export function decodeSignature(dataUrl: string, message = 'Initial is required'): Buffer {
  const match = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl.trim());
  const bytes = match ? Buffer.from(match[1]!, 'base64') : Buffer.alloc(0);
  if (detectImageType(bytes) !== 'png' || metadataBytes(bytes) > MAX_PNG_METADATA_BYTES)
    throw badRequest(message, { signature: message });
  return bytes;
}

export const toPngDataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;
