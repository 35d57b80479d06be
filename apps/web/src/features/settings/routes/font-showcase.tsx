import { Check } from 'lucide-react';
import { useEffect } from 'react';
import { Page } from '@/components/page';
import { Button } from '@/components/ui/button';
import { useBrandFont } from '@/hooks/use-brand-font';
import { BRAND_FONTS, loadBrandFont, saveBrandFont } from '@/lib/brand-font';

const SAMPLE = 'Connect. Collaborate. Grow.';

/** Every brand font side by side, with the one this device uses for the logo. */
export function Component() {
  const current = useBrandFont();
  useEffect(() => {
    for (const font of BRAND_FONTS) {
      void loadBrandFont(font.id);
    }
  }, []);
  return (
    <Page className="space-y-4">
      <p className="text-sm text-muted">
        The logo uses a font chosen on each device (Settings &gt; Appearance). Figtree is the default.
      </p>
      {BRAND_FONTS.map((font) => (
        <section
          key={font.id}
          className="rounded-xl border border-border bg-card p-5"
          aria-label={font.label}
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-sm font-semibold">{font.label}</h2>
            {current === font.id ? (
              <span className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 dark:text-brand-300">
                <Check className="size-4" aria-hidden="true" />
                In use
              </span>
            ) : (
              <Button size="sm" variant="outline" onClick={() => saveBrandFont(font.id)}>
                Use {font.label}
              </Button>
            )}
          </div>
          <div style={{ fontFamily: `"${font.family}", sans-serif` }} className="mt-3 space-y-1">
            <p className="text-4xl font-bold tracking-tight">Chapter</p>
            <p className="text-lg">{SAMPLE}</p>
            <p className="text-sm text-muted">
              ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789
            </p>
          </div>
        </section>
      ))}
    </Page>
  );
}
