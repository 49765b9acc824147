import { imageSize } from 'image-size';
import { MAX_IMAGE_PIXELS } from '@gleaner/shared';
import { DocumentProcessingError } from './helper-call.js';

export interface DeclaredImage {
  format: string;
  width: number;
  height: number;
}

const MEGAPIXELS = MAX_IMAGE_PIXELS / 1_000_000;

/**
 * The size an image declares in its header, read without decoding it, and refused (422) when
 * it is unreadable, empty, or larger than MAX_IMAGE_PIXELS: a 69-byte file may claim
 * 2³¹ × 2³¹ pixels, and the decoder would try to allocate them.
 */
export function checkDeclaredImage(bytes: Uint8Array): DeclaredImage {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch (error) {
    throw new DocumentProcessingError(
      'the image is damaged or not a format OCR reads: its header could not be read',
      422,
      { cause: error },
    );
  }
  const { width, height } = size;
  // A width read from a signed field (BMP) arrives as a huge unsigned number when negative.
  if (!(width > 0 && height > 0 && width < 2 ** 31 && height < 2 ** 31))
    throw new DocumentProcessingError(
      `the image declares an impossible size (${width} × ${height} pixels)`,
      422,
    );
  if (width * height > MAX_IMAGE_PIXELS)
    throw new DocumentProcessingError(
      `the image is ${width} × ${height} pixels (${Math.round((width * height) / 1_000_000)} MP); OCR reads images of at most ${MEGAPIXELS} MP: scale it down and send it again`,
      422,
    );
  return { format: size.type ?? 'unknown', width, height };
}
