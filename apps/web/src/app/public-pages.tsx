import { Outlet } from 'react-router';
import { useDocumentTitle } from '@/lib/document-title';
import { useRouteHandle } from './route-handle';

/**
 * The layout route of the public pages (sign-in, password reset, invitation answers): they have
 * no shell, so the tab title of their route is set here (the signed-in shell sets its pages').
 */
export function PublicPages() {
  useDocumentTitle(useRouteHandle().title);
  return <Outlet />;
}
