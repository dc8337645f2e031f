import { loadSharp } from '../../lazy-packages';
import { HttpError } from '../../http-errors';
import { detectImageType } from './image-type';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** sharp's default pixel limit lets a 436 KB PNG decode to 268 MP; 40 MP covers any phone camera. */
const MAX_INPUT_PIXELS = 40_000_000;
export const PHOTO_SIZE = 400;

export const invalidPhoto = () =>
  new HttpError(400, 'invalid_file_type', 'Invalid file type. Please select an image file.');

/**
 * Re-encodes an uploaded photo to a 400x400 JPEG at quality 90. Orientation is applied and all
 * metadata (EXIF, GPS) dropped; anything that is not a decodable image is refused.
 */
export async function processProfilePhoto(input: Buffer): Promise<Buffer> {
  if (input.length > MAX_PHOTO_BYTES) {
    throw new HttpError(413, 'file_too_large', 'File too large. Please select an image under 5MB');
  }
  if (!detectImageType(input)) throw invalidPhoto();
  const sharp = await loadSharp();
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90, mozjpeg: true })
      .toBuffer();
  } catch {
    throw invalidPhoto();
  }
}
