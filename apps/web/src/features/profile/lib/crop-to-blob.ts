/** The size of the square uploaded: the largest rendition the server keeps (512 px). */
export const AVATAR_UPLOAD_PX = 512;

/** Draws the chosen square of the photo onto a white square and encodes it as JPEG. */
export function cropToBlob(
  image: CanvasImageSource,
  square: { x: number; y: number; size: number },
  size: number = AVATAR_UPLOAD_PX,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) {
    return Promise.reject(new Error('This browser cannot crop images.'));
  }
  // A transparent PNG would turn black in a JPEG.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, square.x, square.y, square.size, square.size, 0, 0, size, size);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The cropped photo could not be made.'))),
      'image/jpeg',
      0.9,
    );
  });
}
