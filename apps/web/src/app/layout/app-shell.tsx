import { MOBILE_BREAKPOINT_PX, WIDE_BREAKPOINT_PX } from '@app/shared/constants';
import { useEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { StatusSlotContext } from '@/components/status-slot';
import { RealtimeRoot } from '@/features/connection/components/realtime-root';
import { PushPermissionSync } from '@/features/settings/components/push-permission-sync';
import { ThemeSync } from '@/features/settings/components/theme-sync';
import { useMediaQuery } from '@/hooks/use-media-query';
import type { SessionUser } from '@/lib/auth/session';
import { useDocumentTitle } from '@/lib/document-title';
import { useRouteHandle } from '../route-handle';
import { AdminBanner } from './admin-banner';
import { AppHeader } from './app-header';
import { BottomBar } from './bottom-bar';
import { NavigationProgress } from './navigation-progress';
import { Sidebar } from './sidebar';
import { useHideOnScroll } from './use-hide-on-scroll';
import { useScrollToTop } from './use-scroll-to-top';
import { useShellNav } from './use-shell-nav';
import { useSidebarExpanded } from './use-sidebar-expanded';

/** The frame of every member and admin page: sidebar or bottom bar, header, scroll area. */
export function AppShell({ user }: { user: SessionUser }) {
  const desktop = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const wide = useMediaQuery(`(min-width: ${WIDE_BREAKPOINT_PX}px)`);
  const [stored, setExpanded] = useSidebarExpanded();
  const expanded = wide && stored;
  const nav = useShellNav(user);
  const handle = useRouteHandle();
  const scrollRef = useRef<HTMLDivElement>(null);
  // Handed to the status pills after the first paint (an effect, not a ref callback: a state
  // change during the commit would re-render the whole shell before the browser paints it).
  const statusSlotRef = useRef<HTMLDivElement>(null);
  const [statusSlot, setStatusSlot] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    setStatusSlot(statusSlotRef.current);
  }, []);
  const headerVisible = useHideOnScroll(scrollRef);
  useScrollToTop(scrollRef);

  useDocumentTitle(handle.home && user.group ? user.group.name : handle.title);

  return (
    <StatusSlotContext value={statusSlot}>
      <ThemeSync />
      <PushPermissionSync />
      <RealtimeRoot />
      <NavigationProgress />
      <a
        href="#main"
        className="sr-only z-[70] rounded-md bg-card px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <div className="flex h-dvh overflow-hidden">
        {desktop ? (
          <Sidebar
            user={user}
            nav={nav}
            expanded={expanded}
            onToggle={wide ? () => setExpanded(!stored) : null}
          />
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col">
          <div ref={scrollRef} className="relative min-h-0 flex-1 overflow-y-auto" data-scroll-area="main">
            <AppHeader
              user={user}
              handle={handle}
              visible={headerVisible}
              compact={!desktop}
              adminMode={nav.adminMode}
            />
            {!desktop && nav.adminMode ? <AdminBanner leadership={nav.leadership} /> : null}
            <main id="main" tabIndex={-1} className="outline-none">
              <Outlet />
            </main>
          </div>
          {/* Status pills (connection banner) take their own room here: they never cover content. */}
          <div
            ref={statusSlotRef}
            data-status-slot
            className="flex shrink-0 justify-center px-3 py-2 empty:hidden"
          />
          {desktop ? null : <BottomBar nav={nav} />}
        </div>
      </div>
    </StatusSlotContext>
  );
}
