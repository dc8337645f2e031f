import { loadSharp } from '../../lazy-packages';
import { badRequest } from '../../http-errors';
import { decodeSignature } from '../images/decode-signature';

// The pads are 400x200 and 600x200; anything far outside that is not a drawn initial.
const MIN_SIDE = 40;
const MAX_WIDTH = 2000;
const MAX_HEIGHT = 1000;
const NOT_AN_INITIAL = 'The initial is not a readable PNG image';

/**
 * An autosaved initial is kept only as real PNG bytes of a pad's size, decoded in full (not only
 * its magic bytes). Unlike signing, a faint or half-drawn initial is fine here: it is a draft.
 */
export async function checkDraftInitial(dataUrl: string, field: string): Promise<void> {
  const refuse = () => badRequest(NOT_AN_INITIAL, { [field]: NOT_AN_INITIAL });
  let png: Buffer;
  try {
    png = decodeSignature(dataUrl, NOT_AN_INITIAL);
  } catch {
    throw refuse();
  }
  const sharp = await loadSharp();
  try {
    const image = sharp(png, { limitInputPixels: MAX_WIDTH * MAX_HEIGHT, failOn: 'error' });
    const { format, width = 0, height = 0 } = await image.metadata();
    const isPadSized = width >= MIN_SIDE && height >= MIN_SIDE && width <= MAX_WIDTH && height <= MAX_HEIGHT;
    if (format !== 'png' || !isPadSized) throw new Error('not a pad-sized PNG');
    await image.raw().toBuffer();
  } catch {
    throw refuse();
  }
}
