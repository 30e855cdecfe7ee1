/**
 * The route table of SPEC §2. Pages load on demand; the root loader rechecks the session and the
 * RouteGuard inside RootLayout applies the access rules.
 */
import type { ComponentType } from 'react';
import { preloadMarkdownView } from '../components/markdown/markdownViewChunk';
import { Navigate, type RouteObject } from 'react-router';
import { loadPageChunk } from '../pwa/pageChunk';
import { AdminLayout } from './admin/AdminLayout';
import { authCheckLoader } from './guards/authCheckLoader';
import { FullPageSpinner } from './layout/FullPageSpinner';
import { RootLayout } from './layout/RootLayout';
import { RouteErrorPage } from './layout/RouteErrorPage';
import type { RouteHandle } from './title';

type PageModule = { default: ComponentType };

/** A lazily loaded page with its title; code that fails to load offline gets the offline fallback. */
function page(load: () => Promise<PageModule>, titleKey: string) {
  return {
    lazy: async () => ({ Component: (await loadPageChunk(load)).default }),
    handle: { titleKey } satisfies RouteHandle,
  };
}

const adminChildren: RouteObject[] = [
  { index: true, ...page(() => import('../pages/admin/DashboardPage'), 'titles.dashboard') },
  {
    path: 'text-management',
    ...page(() => import('../pages/admin/TextManagementPage'), 'titles.textManagement'),
  },
  {
    path: 'file-management',
    ...page(() => import('../pages/admin/FileManagementPage'), 'titles.fileManagement'),
  },
  {
    path: 'key-management',
    ...page(() => import('../pages/admin/KeyManagementPage'), 'titles.keyManagement'),
  },
  {
    path: 'mount-management',
    ...page(() => import('../pages/admin/MountManagementPage'), 'titles.mountManagement'),
  },
  {
    path: 'storage-config',
    ...page(() => import('../pages/admin/StorageConfigPage'), 'titles.storageConfig'),
  },
  { path: 'account', ...page(() => import('../pages/admin/AccountPage'), 'titles.account') },
  {
    path: 'settings/global',
    ...page(() => import('../pages/admin/GlobalSettingsPage'), 'titles.globalSettings'),
  },
  {
    path: 'settings/webdav',
    ...page(() => import('../pages/admin/WebdavSettingsPage'), 'titles.webdavSettings'),
  },
  {
    path: 'settings/preview',
    ...page(() => import('../pages/admin/PreviewSettingsPage'), 'titles.previewSettings'),
  },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <RootLayout />,
    loader: authCheckLoader,
    // Run the session check on every navigation, not only when params change: staleness is time-based.
    shouldRevalidate: () => true,
    HydrateFallback: FullPageSpinner,
    children: [
      {
        // Pathless so a failing page keeps the header and footer around its error.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, ...page(() => import('../pages/HomePage'), 'titles.home') },
          { path: 'upload', ...page(() => import('../pages/UploadPage'), 'titles.upload') },
          { path: 'admin', element: <AdminLayout />, children: adminChildren },
          {
            path: 'paste/:slug',
            // Most shares are Markdown: its renderer loads beside the page and the share's data.
            ...page(() => {
              preloadMarkdownView();
              return import('../pages/PasteViewPage');
            }, 'titles.paste'),
          },
          { path: 'file/:slug', ...page(() => import('../pages/FileViewPage'), 'titles.file') },
          // One route for /mount-explorer and every path below it, so browsing never remounts the page.
          {
            path: 'mount-explorer/*',
            ...page(() => import('../pages/MountExplorerPage'), 'titles.mountExplorer'),
          },
          {
            path: '*',
            element: <Navigate to="/" replace />,
            handle: { titleKey: 'titles.notFound' } satisfies RouteHandle,
          },
        ],
      },
    ],
  },
];
