import { loadSharp } from '../../lazy-packages';
import { HttpError } from '../../http-errors';
import { detectImageType } from './image-type';
import { invalidPhoto, MAX_PHOTO_BYTES } from './process-profile-photo';

const MAX_INPUT_PIXELS = 40_000_000;
/** The longer side kept: a card's print stays legible, the file small. */
export const LICENCE_PHOTO_SIDE = 1600;

/**
 * Re-encodes a photo of a licence to a JPEG of at most 1600 px a side at quality 85: orientation
 * applied, all metadata (EXIF, GPS) dropped; anything that is not a decodable image is refused.
 */
export async function processLicencePhoto(input: Buffer): Promise<Buffer> {
  // The multipart limit every upload shares; the screen scales a larger camera photo down first.
  if (input.length > MAX_PHOTO_BYTES) {
    throw new HttpError(413, 'file_too_large', 'File too large. Please select an image under 5MB');
  }
  if (!detectImageType(input)) throw invalidPhoto();
  const sharp = await loadSharp();
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(LICENCE_PHOTO_SIDE, LICENCE_PHOTO_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw invalidPhoto();
  }
}
