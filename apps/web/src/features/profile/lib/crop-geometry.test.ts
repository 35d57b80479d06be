import { describe, expect, it } from 'vitest';
import { centredCrop, clampCrop, MAX_ZOOM, panCrop, sourceSquare, zoomCrop } from './crop-geometry';

const LANDSCAPE = { width: 2000, height: 1000 };
const V = 200;

describe('avatar crop geometry', () => {
  it('starts centred with the shorter side filling the square', () => {
    const state = centredCrop(LANDSCAPE, V);
    expect(state).toEqual({ zoom: 1, x: -100, y: 0 });
    expect(sourceSquare(state, LANDSCAPE, V)).toEqual({ x: 500, y: 0, size: 1000 });
  });

  it('never pans the photo off the square', () => {
    const start = centredCrop(LANDSCAPE, V);
    expect(panCrop(start, 500, 30, LANDSCAPE, V)).toEqual({ zoom: 1, x: 0, y: 0 });
    expect(panCrop(start, -500, -30, LANDSCAPE, V)).toEqual({ zoom: 1, x: -200, y: 0 });
    expect(sourceSquare(panCrop(start, -500, 0, LANDSCAPE, V), LANDSCAPE, V)).toEqual({
      x: 1000,
      y: 0,
      size: 1000,
    });
  });

  it('zooms around the centre and keeps the zoom between 1 and the maximum', () => {
    const start = centredCrop(LANDSCAPE, V);
    const zoomed = zoomCrop(start, 2, LANDSCAPE, V);
    expect(zoomed).toEqual({ zoom: 2, x: -300, y: -100 });
    // The centre of the square still shows the centre of the photo.
    const square = sourceSquare(zoomed, LANDSCAPE, V);
    expect(square.x + square.size / 2).toBe(1000);
    expect(square.y + square.size / 2).toBe(500);
    expect(zoomCrop(start, 99, LANDSCAPE, V).zoom).toBe(MAX_ZOOM);
    expect(zoomCrop(zoomed, 0.1, LANDSCAPE, V)).toEqual({ zoom: 1, x: -100, y: 0 });
  });

  it('zooming out near an edge pulls the photo back over the square', () => {
    const cornered = { zoom: 3, x: 0, y: 0 };
    expect(clampCrop({ ...cornered, zoom: 1 }, LANDSCAPE, V)).toEqual({ zoom: 1, x: 0, y: 0 });
    expect(zoomCrop({ zoom: 3, x: -1000, y: -400 }, 1, LANDSCAPE, V, { x: 200, y: 200 })).toEqual({
      zoom: 1,
      x: -200,
      y: 0,
    });
  });
});
