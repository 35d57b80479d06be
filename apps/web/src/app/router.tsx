import { createBrowserRouter, Navigate } from 'react-router';

/** The route table (spec section 2). Pages load lazily. */
export function createAppRouter() {
  return createBrowserRouter([
    { path: '/login', lazy: () => import('./routes/welcome') },
    { path: '*', element: <Navigate to="/login" replace /> },
  ]);
}
