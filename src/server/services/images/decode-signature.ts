import { badRequest } from '../../http-errors';
import { detectImageType } from './image-type';

/** A drawn initial arrives as a PNG data URL; keep only real PNG bytes. */
export function decodeSignature(dataUrl: string, message = 'Initial is required'): Buffer {
  const match = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl.trim());
  const bytes = match ? Buffer.from(match[1]!, 'base64') : Buffer.alloc(0);
  if (detectImageType(bytes) !== 'png') throw badRequest(message, { signature: message });
  return bytes;
}

export const toPngDataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;
