import { useBrandFont } from '@/hooks/use-brand-font';
import { BRAND_FONTS, type BrandFontId, loadBrandFont, saveBrandFont } from '@/lib/brand-font';
import { cn } from '@/lib/cn';

/** The logo's font, kept on this device only (docs/architecture.md 16.1: local preference, default figtree). */
export function BrandFontPicker() {
  const current = useBrandFont();
  return (
    <fieldset>
      <legend className="sr-only">Brand font</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
        {BRAND_FONTS.map((font) => (
          <label
            key={font.id}
            onPointerEnter={() => void loadBrandFont(font.id as BrandFontId)}
            className={cn(
              'relative flex cursor-pointer flex-col items-center gap-1 rounded-xl border-2 p-3 transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              current === font.id ? 'border-brand-700 bg-accent' : 'border-border hover:bg-surface',
            )}
          >
            <input
              type="radio"
              name="brand-font"
              value={font.id}
              checked={current === font.id}
              onChange={() => saveBrandFont(font.id)}
              className="sr-only"
            />
            <span className="text-xl font-bold" style={{ fontFamily: `"${font.family}", sans-serif` }}>
              Chapter
            </span>
            <span className="text-xs text-muted">{font.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
