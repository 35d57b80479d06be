import { AVATAR_MAX_PIXELS } from '@app/shared/avatar-limits';
import { AVATAR_SIZES, type AvatarSize } from '@app/shared/constants';
import { ErrorType } from '@app/shared/errors';
import sharp from 'sharp';
import { AppError, validationError } from '../../plugins/app-error';

export type AvatarImageType = 'jpeg' | 'png' | 'webp';

/** The image type its first bytes declare (never the file name or the declared content type). */
export function detectImageType(bytes: Buffer): AvatarImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) {
    return 'png';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

const notAnImage = () => validationError('file', 'Choose a JPEG, PNG or WebP image');

/**
 * The three square JPEG renditions of an uploaded picture (96, 256 and 512 pixels, centre crop,
 * EXIF orientation applied, transparency on white). sharp writes no metadata unless asked, so EXIF,
 * GPS and ICC data are dropped. More than 40 megapixels is refused before decoding.
 */
export async function renderAvatar(bytes: Buffer): Promise<Map<AvatarSize, Buffer>> {
  const type = detectImageType(bytes);
  if (!type) {
    throw notAnImage();
  }
  let width: number | undefined;
  let height: number | undefined;
  let format: string | undefined;
  try {
    // The header only (no pixels are decoded), so the pixel count is known before decoding.
    ({ width, height, format } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw notAnImage();
  }
  if (format !== type || !width || !height) {
    throw notAnImage();
  }
  if (width * height > AVATAR_MAX_PIXELS) {
    throw tooManyPixels();
  }
  const oriented = sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'error' }).rotate();
  try {
    const renditions = await Promise.all(
      AVATAR_SIZES.map(async (size) => {
        const jpeg = await oriented
          .clone()
          .resize(size, size, { fit: 'cover', position: 'centre' })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 85, mozjpeg: true })
          .toBuffer();
        return [size, jpeg] as const;
      }),
    );
    return new Map(renditions);
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) {
      throw tooManyPixels();
    }
    throw notAnImage();
  }
}

function tooManyPixels(): AppError {
  const message = `The picture must be at most ${AVATAR_MAX_PIXELS / 1_000_000} megapixels`;
  return new AppError(413, ErrorType.PAYLOAD_TOO_LARGE, message, { details: [{ field: 'file', message }] });
}
