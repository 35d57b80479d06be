import { AVATAR_MAX_BYTES, AVATAR_MAX_PIXELS, AVATAR_TYPES } from '@app/shared/avatar-limits';

/** A photo decoded and ready to crop; `release` frees its object URL. */
export interface LoadedPhoto {
  image: HTMLImageElement;
  width: number;
  height: number;
  release: () => void;
}

export const PHOTO_ACCEPT = AVATAR_TYPES.join(',');

/** Why a chosen file cannot be used, before reading it; null when it may be. */
export function photoFileProblem(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a JPEG, PNG or WebP image.';
  }
  if (file.size > AVATAR_MAX_BYTES) {
    return 'This image is larger than 5 MB. Choose a smaller one.';
  }
  return null;
}

/** Decodes the file in the browser; refuses what it cannot read and pictures over 40 megapixels. */
export async function loadPhoto(file: File): Promise<LoadedPhoto> {
  const problem = photoFileProblem(file);
  if (problem) {
    throw new Error(problem);
  }
  const url = URL.createObjectURL(file);
  const release = () => URL.revokeObjectURL(url);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch {
    release();
    throw new Error('This image could not be read. Choose another JPEG, PNG or WebP image.');
  }
  const { naturalWidth: width, naturalHeight: height } = image;
  if (width * height > AVATAR_MAX_PIXELS) {
    release();
    throw new Error('This image has more than 40 megapixels. Choose a smaller one.');
  }
  return { image, width, height, release };
}
