import { createHash } from 'node:crypto';
import sharp from 'sharp';

const SIZE = 500;
const CELLS = 5;

/**
 * A simple, recognisable picture for a demo member: a symmetric 5 by 5 pattern in a colour of its
 * own on a light background (an "identicon"), derived from the name, as a PNG. The seed sends it
 * through the real upload pipeline, so the demo exercises the same renditions as an upload.
 */
export async function demoAvatarPng(name: string): Promise<Buffer> {
  const hash = createHash('sha256').update(name).digest();
  const hue = ((hash[0] ?? 0) / 255) * 360;
  const [r, g, b] = hslToRgb(hue, 0.55, 0.45);
  const pixels = Buffer.alloc(SIZE * SIZE * 3, 0xf1);
  const cell = SIZE / CELLS;
  for (let row = 0; row < CELLS; row += 1) {
    for (let col = 0; col < Math.ceil(CELLS / 2); col += 1) {
      if (((hash[1 + row * 3 + col] ?? 0) & 1) === 0) {
        continue;
      }
      for (const c of new Set([col, CELLS - 1 - col])) {
        for (let y = row * cell; y < (row + 1) * cell; y += 1) {
          for (let x = c * cell; x < (c + 1) * cell; x += 1) {
            const at = (y * SIZE + x) * 3;
            pixels[at] = r;
            pixels[at + 1] = g;
            pixels[at + 2] = b;
          }
        }
      }
    }
  }
  return sharp(pixels, { raw: { width: SIZE, height: SIZE, channels: 3 } })
    .png()
    .toBuffer();
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}
