import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { HomePage } from '../features/catalogue/home-page';
import { NotFoundPage } from '../features/layout/not-found-page';
import { PublicLayout } from '../features/layout/public-layout';
import { PageLoading } from '../shared/ui/page-loading';

// Both admin entries come from the same module, so the bundler emits one admin chunk for them.
const loadAdmin = () => import('../features/admin/admin-area');
const AdminArea = lazy(() => loadAdmin().then((admin) => ({ default: admin.AdminArea })));
const AdminLogin = lazy(() => loadAdmin().then((admin) => ({ default: admin.AdminLogin })));

const lazyPage = (page: ReactNode) => <Suspense fallback={<PageLoading />}>{page}</Suspense>;

/** The route table (spec 000 §2, spec 001 §2); screens join as their issues land. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  { path: 'login', element: lazyPage(<AdminLogin />) },
  { path: 'admin/*', element: lazyPage(<AdminArea />) },
];
