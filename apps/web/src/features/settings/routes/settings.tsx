import { ArrowLeft } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { Page } from '@/components/page';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useMediaQuery } from '@/hooks/use-media-query';
import { paths } from '@/lib/paths';
import { useSettings } from '../api/get-settings';
import { SETTINGS_CATEGORIES } from '../components/settings-categories';
import { SettingsNav } from '../components/settings-nav';

/** Scrolls to a category's section once its panel (loaded on demand) is on the page. */
function ScrollToSection({ id }: { id: string | null }) {
  useEffect(() => {
    if (id) {
      document.getElementById(id)?.scrollIntoView({ block: 'start' });
    }
  }, [id]);
  return null;
}

/** /settings/{category?}/{subcategory?} (docs/architecture.md 16.2). */
export function Component() {
  const { category, subcategory } = useParams();
  const wide = useMediaQuery('(min-width: 768px)');
  const settings = useSettings();
  const active = SETTINGS_CATEGORIES.find((c) => c.id === (category ?? 'appearance'));
  const section = active && subcategory && active.subcategories.includes(subcategory) ? subcategory : null;

  if (!active || (subcategory && !section)) {
    return <Navigate to={paths.settings()} replace />;
  }
  if (!wide && !category) {
    return (
      <Page>
        <SettingsNav asList />
      </Page>
    );
  }

  const { Component: Panel } = active;
  const content = (
    <Suspense fallback={<FullScreenSpinner label="Loading settings" />}>
      <Panel />
      <ScrollToSection id={section} />
    </Suspense>
  );
  return (
    <Page wide className="md:grid md:grid-cols-[14rem_1fr] md:gap-8">
      {wide ? (
        <aside className="sticky top-4 self-start">
          <SettingsNav activeId={active.id} />
        </aside>
      ) : (
        <Link
          to={paths.settings()}
          className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-link"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          All settings
        </Link>
      )}
      <div className="min-w-0 space-y-6">
        <h2 className="text-xl font-semibold">{active.label}</h2>
        {!active.needsSettings ? (
          content
        ) : settings.isLoading ? (
          <FullScreenSpinner label="Loading settings" />
        ) : settings.isError ? (
          <p role="alert" className="text-sm text-muted">
            Your settings could not be loaded. Please check your connection and reload the page.
          </p>
        ) : (
          content
        )}
      </div>
    </Page>
  );
}
