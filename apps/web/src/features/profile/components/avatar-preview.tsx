import { useLayoutEffect, useRef } from 'react';
import type { CropState } from '../lib/crop-geometry';
import type { LoadedPhoto } from '../lib/load-photo';
import { drawCrop } from './avatar-cropper';

const PREVIEW_PX = 96;

/** The new picture as the app will show it: small and round. */
export function AvatarPreview({ photo, crop }: { photo: LoadedPhoto; crop: CropState }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    drawCrop(canvasRef.current, photo, crop, PREVIEW_PX, false);
  }, [photo, crop]);
  return (
    <figure className="flex flex-col items-center gap-2">
      <canvas
        ref={canvasRef}
        role="img"
        aria-label="Preview of the new photo"
        style={{ width: PREVIEW_PX, height: PREVIEW_PX }}
        className="rounded-full border border-border bg-surface"
      />
      <figcaption className="text-xs text-muted">Preview</figcaption>
    </figure>
  );
}
