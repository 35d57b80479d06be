import type { Permission } from '@app/shared/permissions';
import { useMatches } from 'react-router';

/** What a route tells the shell about itself (React Router `handle`). */
export interface RouteHandle {
  /** The page title in the header and the browser tab (docs/architecture.md 16.2). */
  title?: string;
  /** Header tabs under the title (the header grows from 64 px to 112 px). */
  tabs?: 'activity';
  /** Admin pages: any of these permissions opens the page (docs/architecture.md 16.6 table). */
  permissions?: readonly Permission[];
  /** Home shows the group name and member count instead of a title. */
  home?: boolean;
}

/** The handles of every matched route merged, the deepest route winning. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return Object.assign({}, ...matches.map((m) => (m.handle as RouteHandle | undefined) ?? {})) as RouteHandle;
}
