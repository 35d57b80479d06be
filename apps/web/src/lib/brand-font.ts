import { DEFAULT_FONT } from '@app/shared/constants';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

export const BRAND_FONTS = [
  { id: 'figtree', label: 'Figtree', family: 'Figtree Variable' },
  { id: 'inter', label: 'Inter', family: 'Inter Variable' },
  { id: 'montserrat', label: 'Montserrat', family: 'Montserrat Variable' },
  { id: 'nunito', label: 'Nunito', family: 'Nunito Variable' },
] as const;

export type BrandFontId = (typeof BRAND_FONTS)[number]['id'];

const loaders: Record<BrandFontId, () => Promise<unknown>> = {
  figtree: () => Promise.resolve(), // the app's own font, already loaded
  inter: () => import('@fontsource-variable/inter'),
  montserrat: () => import('@fontsource-variable/montserrat'),
  nunito: () => import('@fontsource-variable/nunito'),
};

export function isBrandFont(value: string | null): value is BrandFontId {
  return BRAND_FONTS.some((f) => f.id === value);
}

/** The locally stored brand-font preference (default figtree, docs/architecture.md 16.1). */
export function readBrandFont(): BrandFontId {
  const stored = readStorage(STORAGE_KEYS.brandFont);
  return isBrandFont(stored) ? stored : (DEFAULT_FONT as BrandFontId);
}

/** Loads the font's files on demand and points `--brand-font` (the logo's font) at it. */
export async function applyBrandFont(id: BrandFontId): Promise<void> {
  const font = BRAND_FONTS.find((f) => f.id === id) ?? BRAND_FONTS[0];
  try {
    await loaders[font.id]();
  } catch {
    // The logo falls back to the app font when the font file cannot load.
  }
  document.documentElement.style.setProperty('--brand-font', `"${font.family}"`);
}

export function loadBrandFont(id: BrandFontId): Promise<unknown> {
  return loaders[id]();
}

type Listener = (id: BrandFontId) => void;
const listeners = new Set<Listener>();

export function subscribeBrandFont(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function saveBrandFont(id: BrandFontId): void {
  writeStorage(STORAGE_KEYS.brandFont, id);
  void applyBrandFont(id);
  for (const l of listeners) {
    l(id);
  }
}
