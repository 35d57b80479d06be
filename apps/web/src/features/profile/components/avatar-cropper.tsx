import ZoomIn from 'lucide-react/icons/zoom-in';
import ZoomOut from 'lucide-react/icons/zoom-out';
import {
  type Dispatch,
  type KeyboardEvent,
  type PointerEvent,
  type SetStateAction,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import {
  baseScale,
  type CropState,
  centredCrop,
  MAX_ZOOM,
  MIN_ZOOM,
  panCrop,
  zoomCrop,
} from '../lib/crop-geometry';
import type { LoadedPhoto } from '../lib/load-photo';

/** The crop square in logical pixels; the canvas may be drawn smaller on a narrow phone. */
export const CROP_VIEWPORT = 256;

const KEY_STEP = 8;
const KEY_STEP_LARGE = 32;
const KEY_ZOOM = 0.1;

/** Draws the photo as cropped; with the mask, the round avatar shape is outlined and the rest dimmed. */
export function drawCrop(
  canvas: HTMLCanvasElement | null,
  photo: LoadedPhoto,
  crop: CropState,
  cssSize: number,
  mask: boolean,
) {
  const context = canvas?.getContext('2d');
  if (!canvas || !context) {
    return;
  }
  const ratio = (window.devicePixelRatio || 1) * (cssSize / CROP_VIEWPORT);
  canvas.width = Math.round(CROP_VIEWPORT * ratio);
  canvas.height = canvas.width;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.imageSmoothingQuality = 'high';
  const scale = baseScale(photo, CROP_VIEWPORT) * crop.zoom;
  context.drawImage(photo.image, crop.x, crop.y, photo.width * scale, photo.height * scale);
  if (mask) {
    const half = CROP_VIEWPORT / 2;
    context.beginPath();
    context.rect(0, 0, CROP_VIEWPORT, CROP_VIEWPORT);
    context.arc(half, half, half - 1, 0, Math.PI * 2);
    context.fillStyle = 'rgba(15, 23, 42, 0.55)';
    context.fill('evenodd');
    context.beginPath();
    context.arc(half, half, half - 1, 0, Math.PI * 2);
    context.lineWidth = 2;
    context.strokeStyle = 'rgba(255, 255, 255, 0.9)';
    context.stroke();
  }
}

interface AvatarCropperProps {
  photo: LoadedPhoto;
  crop: CropState;
  onCropChange: Dispatch<SetStateAction<CropState>>;
}

/**
 * Square crop by dragging (mouse, touch, pen), pinching or the mouse wheel; and by keyboard:
 * arrow keys move the photo (Shift for larger steps), + and - zoom, Home starts over.
 */
export function AvatarCropper({ photo, crop, onCropChange }: AvatarCropperProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const hintId = useId();
  const zoomId = useId();

  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    drawCrop(canvas, photo, crop, canvas?.clientWidth || CROP_VIEWPORT, true);
  }, [photo, crop]);

  /** Screen pixels to crop pixels, relative to the canvas. */
  const toCrop = (clientX: number, clientY: number) => {
    const rect = canvasRef.current?.getBoundingClientRect();
    const factor = rect && rect.width > 0 ? CROP_VIEWPORT / rect.width : 1;
    return { x: (clientX - (rect?.left ?? 0)) * factor, y: (clientY - (rect?.top ?? 0)) * factor };
  };

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) {
      return;
    }
    // A passive React listener could not keep the dialog from scrolling while zooming.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = canvas.getBoundingClientRect();
      const factor = rect.width > 0 ? CROP_VIEWPORT / rect.width : 1;
      const focus = { x: (event.clientX - rect.left) * factor, y: (event.clientY - rect.top) * factor };
      onCropChange((c) => zoomCrop(c, c.zoom * Math.exp(-event.deltaY * 0.002), photo, CROP_VIEWPORT, focus));
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => canvas.removeEventListener('wheel', onWheel);
  }, [photo, onCropChange]);

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, toCrop(event.clientX, event.clientY));
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) {
      return;
    }
    const current = toCrop(event.clientX, event.clientY);
    pointers.current.set(event.pointerId, current);
    const other = [...pointers.current.entries()].find(([id]) => id !== event.pointerId)?.[1];
    if (!other) {
      onCropChange((c) => panCrop(c, current.x - previous.x, current.y - previous.y, photo, CROP_VIEWPORT));
      return;
    }
    const before = Math.hypot(previous.x - other.x, previous.y - other.y);
    const after = Math.hypot(current.x - other.x, current.y - other.y);
    if (before > 0) {
      const focus = { x: (current.x + other.x) / 2, y: (current.y + other.y) / 2 };
      onCropChange((c) => zoomCrop(c, (c.zoom * after) / before, photo, CROP_VIEWPORT, focus));
    }
  };

  const onPointerEnd = (event: PointerEvent<HTMLCanvasElement>) => {
    pointers.current.delete(event.pointerId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      onCropChange((c) => panCrop(c, move[0], move[1], photo, CROP_VIEWPORT));
    } else if (event.key === '+' || event.key === '=') {
      onCropChange((c) => zoomCrop(c, c.zoom + KEY_ZOOM, photo, CROP_VIEWPORT));
    } else if (event.key === '-' || event.key === '_') {
      onCropChange((c) => zoomCrop(c, c.zoom - KEY_ZOOM, photo, CROP_VIEWPORT));
    } else if (event.key === 'Home') {
      onCropChange(centredCrop(photo, CROP_VIEWPORT));
    } else {
      return;
    }
    event.preventDefault();
  };

  return (
    <div className="flex w-full max-w-64 flex-col items-center gap-3">
      {/* biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: the canvas is a keyboard widget of its own (arrow keys, + and -); "application" hands those keys to it in screen readers */}
      <canvas
        ref={canvasRef}
        tabIndex={0}
        role="application"
        aria-roledescription="photo cropper"
        aria-label="Crop area"
        aria-describedby={hintId}
        data-zoom={crop.zoom.toFixed(2)}
        data-x={crop.x.toFixed(1)}
        data-y={crop.y.toFixed(1)}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onKeyDown={onKeyDown}
        className="aspect-square w-full cursor-grab touch-none rounded-lg bg-slate-900 active:cursor-grabbing"
      />
      <p id={hintId} className="text-center text-xs text-muted">
        Drag the photo or use the arrow keys to place it. Zoom with the slider, the + and − keys, or by
        pinching.
      </p>
      <div className="flex w-full items-center gap-2">
        <ZoomOut className="size-4 shrink-0 text-muted" aria-hidden="true" />
        <label htmlFor={zoomId} className="sr-only">
          Zoom
        </label>
        <input
          id={zoomId}
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.05}
          value={crop.zoom}
          aria-valuetext={`${Math.round(crop.zoom * 100)}%`}
          onChange={(e) => {
            const zoom = Number(e.target.value);
            onCropChange((c) => zoomCrop(c, zoom, photo, CROP_VIEWPORT));
          }}
          className="h-2 w-full cursor-pointer accent-brand-600"
        />
        <ZoomIn className="size-4 shrink-0 text-muted" aria-hidden="true" />
      </div>
    </div>
  );
}
