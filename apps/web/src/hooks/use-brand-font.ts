import { useSyncExternalStore } from 'react';
import { type BrandFontId, readBrandFont, subscribeBrandFont } from '@/lib/brand-font';

/** The brand-font preference, re-rendering when it changes anywhere in the app. */
export function useBrandFont(): BrandFontId {
  return useSyncExternalStore(subscribeBrandFont, readBrandFont, readBrandFont);
}
