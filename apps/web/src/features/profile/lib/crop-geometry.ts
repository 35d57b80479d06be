/**
 * The square crop of an avatar photo, as pure arithmetic. The crop area is a square "viewport" of
 * `viewport` logical pixels; the photo is drawn under it at `baseScale * zoom`, its top-left corner
 * at (x, y) in viewport pixels. At zoom 1 the photo just covers the square, so the crop never
 * shows anything outside the photo.
 */
export interface CropState {
  zoom: number;
  x: number;
  y: number;
}

export interface ImageSize {
  width: number;
  height: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Pixels of viewport per pixel of photo at zoom 1: the shorter side fills the square. */
export function baseScale(image: ImageSize, viewport: number): number {
  return viewport / Math.min(image.width, image.height);
}

/** Keeps the zoom in range and the photo covering the whole square. */
export function clampCrop(state: CropState, image: ImageSize, viewport: number): CropState {
  const zoom = clamp(state.zoom, MIN_ZOOM, MAX_ZOOM);
  const scale = baseScale(image, viewport) * zoom;
  return {
    zoom,
    x: clamp(state.x, viewport - image.width * scale, 0),
    y: clamp(state.y, viewport - image.height * scale, 0),
  };
}

/** Zoom 1 with the photo centred: a portrait loses top and bottom, a landscape its sides. */
export function centredCrop(image: ImageSize, viewport: number): CropState {
  const scale = baseScale(image, viewport);
  return {
    zoom: MIN_ZOOM,
    x: (viewport - image.width * scale) / 2,
    y: (viewport - image.height * scale) / 2,
  };
}

export function panCrop(state: CropState, dx: number, dy: number, image: ImageSize, viewport: number) {
  return clampCrop({ ...state, x: state.x + dx, y: state.y + dy }, image, viewport);
}

/** Zooms keeping the photo point under `focus` (default the centre) where it is. */
export function zoomCrop(
  state: CropState,
  zoom: number,
  image: ImageSize,
  viewport: number,
  focus: { x: number; y: number } = { x: viewport / 2, y: viewport / 2 },
): CropState {
  const base = baseScale(image, viewport);
  const next = clamp(zoom, MIN_ZOOM, MAX_ZOOM);
  const px = (focus.x - state.x) / (base * state.zoom);
  const py = (focus.y - state.y) / (base * state.zoom);
  return clampCrop(
    { zoom: next, x: focus.x - px * base * next, y: focus.y - py * base * next },
    image,
    viewport,
  );
}

/** The square of the original photo (in its own pixels) that the viewport shows. */
export function sourceSquare(
  state: CropState,
  image: ImageSize,
  viewport: number,
): { x: number; y: number; size: number } {
  const scale = baseScale(image, viewport) * state.zoom;
  // `0 - x` rather than `-x`: a photo at the top edge starts at 0, not -0.
  return { x: 0 - state.x / scale, y: 0 - state.y / scale, size: viewport / scale };
}
