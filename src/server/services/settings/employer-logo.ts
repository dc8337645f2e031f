import { loadSharp } from '../../lazy-packages';
import { HttpError } from '../../http-errors';
import { detectImageType } from '../images/image-type';
import { LOGO_MAX_BYTES, SETTINGS_MESSAGES } from '../../../shared/schemas/employer-settings';

export const EMPLOYER_LOGO_KIND = 'employer-logo';
/** The logo's largest side once re-encoded: the header shows it 40 px high, PDFs about 120 pt wide. */
const LOGO_BOX = 400;
const MAX_INPUT_PIXELS = 40_000_000;

const invalidLogo = () =>
  new HttpError(400, 'invalid_logo', SETTINGS_MESSAGES.logo, { logo: SETTINGS_MESSAGES.logo });

/** The bytes of a `data:image/...;base64,` URL (its form was checked by the body's schema). */
export function logoBytes(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/**
 * Re-encodes an uploaded logo (checked by its content, not its name or claimed type) to a PNG
 * that fits 400x400, keeping transparency and dropping every metadata block.
 */
export async function processLogo(input: Buffer): Promise<Buffer> {
  if (input.length > LOGO_MAX_BYTES) throw invalidLogo();
  const type = detectImageType(input);
  if (type !== 'png' && type !== 'jpeg' && type !== 'webp') throw invalidLogo();
  const sharp = await loadSharp();
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(LOGO_BOX, LOGO_BOX, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw invalidLogo();
  }
}
