import { loadSharp } from '../../lazy-packages';
import { MIN_INK_PIXELS } from '../../../shared/acknowledgment';
import { badRequest } from '../../http-errors';
import { decodeSignature } from '../images/decode-signature';

// The pads are 400x200 and 600x200; anything far outside that is not a drawn initial.
const MIN_SIDE = 40;
const MAX_WIDTH = 2000;
const MAX_HEIGHT = 1000;

/**
 * The initial as real PNG bytes: decoded in full (not only its magic bytes), of a pad's size, and
 * with enough dark ink to be more than a tap. `field` names the payload field in the 400.
 */
export async function readSignaturePng(dataUrl: string, field = 'signature'): Promise<Buffer> {
  const refuse = (message: string) => badRequest(message, { [field]: message });
  let png: Buffer;
  try {
    png = decodeSignature(dataUrl, 'Initial Required');
  } catch {
    throw refuse('Initial Required');
  }
  let ink = 0;
  const sharp = await loadSharp();
  try {
    const image = sharp(png, { limitInputPixels: MAX_WIDTH * MAX_HEIGHT, failOn: 'error' });
    const meta = await image.metadata();
    const { width = 0, height = 0 } = meta;
    if (
      meta.format !== 'png' ||
      width < MIN_SIDE ||
      height < MIN_SIDE ||
      width > MAX_WIDTH ||
      height > MAX_HEIGHT
    )
      throw refuse('The initial image has an unexpected size');
    const { data } = await image
      .flatten({ background: '#ffffff' })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (const value of data) if (value < 128) ink++;
  } catch (err) {
    if (err instanceof Error && 'statusCode' in err) throw err;
    throw refuse('The initial is not a readable PNG image');
  }
  if (ink < MIN_INK_PIXELS) throw refuse('Initial Required');
  return png;
}
