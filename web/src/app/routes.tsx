/**
 * The route table of SPEC §2. Pages load on demand; the root loader rechecks the session and the
 * RouteGuard inside RootLayout applies the access rules.
 */
import type { ComponentType } from 'react';
import { preloadMarkdownView } from '../components/markdown/markdownViewChunk';
import { startPasteRead } from '../features/pastes/api';
import i18n from '../i18n';
import { Navigate, type RouteObject } from 'react-router';
import { loadPageChunk } from '../pwa/pageChunk';
import { authCheckLoader } from './guards/authCheckLoader';
import { FullPageSpinner } from './layout/FullPageSpinner';
import { RootLayout } from './layout/RootLayout';
import { RouteErrorPage } from './layout/RouteErrorPage';
import type { RouteHandle } from './title';

type PageModule = { default: ComponentType };

/**
 * A lazily loaded page with its title; code that fails to load offline gets the offline fallback.
 * The translation namespaces it uses load beside its code (one that is missed here still loads,
 * later, when a component first asks for it).
 */
function page(load: () => Promise<PageModule>, titleKey: string, namespaces: string[]) {
  return {
    lazy: async () => {
      const [module] = await Promise.all([
        loadPageChunk(load),
        // A failure leaves keys on screen rather than no page: not a reason to fail the route.
        i18n.loadNamespaces(namespaces).catch(() => undefined),
      ]);
      return { Component: module.default };
    },
    handle: { titleKey } satisfies RouteHandle,
  };
}

const adminChildren: RouteObject[] = [
  {
    index: true,
    ...page(() => import('../pages/admin/DashboardPage'), 'titles.dashboard', ['admin']),
  },
  {
    path: 'text-management',
    ...page(() => import('../pages/admin/TextManagementPage'), 'titles.textManagement', [
      'textManagement',
    ]),
  },
  {
    path: 'file-management',
    ...page(() => import('../pages/admin/FileManagementPage'), 'titles.fileManagement', [
      'fileManagement',
      'fileView',
    ]),
  },
  {
    path: 'key-management',
    ...page(() => import('../pages/admin/KeyManagementPage'), 'titles.keyManagement', ['admin']),
  },
  {
    path: 'mount-management',
    ...page(() => import('../pages/admin/MountManagementPage'), 'titles.mountManagement', [
      'admin',
      'mounts',
    ]),
  },
  {
    path: 'storage-config',
    ...page(() => import('../pages/admin/StorageConfigPage'), 'titles.storageConfig', [
      'admin',
      'storageConfig',
    ]),
  },
  {
    path: 'account',
    ...page(() => import('../pages/admin/AccountPage'), 'titles.account', ['admin']),
  },
  {
    path: 'settings/global',
    ...page(() => import('../pages/admin/GlobalSettingsPage'), 'titles.globalSettings', ['admin']),
  },
  {
    path: 'settings/webdav',
    ...page(() => import('../pages/admin/WebdavSettingsPage'), 'titles.webdavSettings', ['admin']),
  },
  {
    path: 'settings/preview',
    ...page(() => import('../pages/admin/PreviewSettingsPage'), 'titles.previewSettings', [
      'admin',
    ]),
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
          {
            index: true,
            ...page(() => import('../pages/HomePage'), 'titles.home', ['editor', 'markdown']),
          },
          {
            path: 'upload',
            ...page(() => import('../pages/UploadPage'), 'titles.upload', ['upload']),
          },
          {
            path: 'admin',
            // The sidebar and the login form load with the admin area, not with every public page.
            lazy: async () => {
              const { AdminLayout } = await loadPageChunk(() => import('./admin/AdminLayout'));
              return { Component: AdminLayout };
            },
            children: adminChildren,
          },
          {
            path: 'paste/:slug',
            // The share's data travels beside the page's code; the page takes it once.
            loader: ({ params }) => {
              if (params.slug) startPasteRead(params.slug);
              return null;
            },
            // Reading counts a view: read again only for another share, never on revalidation.
            shouldRevalidate: ({ currentParams, nextParams }) =>
              currentParams.slug !== nextParams.slug,
            // Most shares are Markdown: its renderer loads beside the page and the share's data.
            ...page(
              () => {
                preloadMarkdownView();
                return import('../pages/PasteViewPage');
              },
              'titles.paste',
              ['pasteView', 'markdown'],
            ),
          },
          {
            path: 'file/:slug',
            ...page(() => import('../pages/FileViewPage'), 'titles.file', ['fileView', 'markdown']),
          },
          // One route for /mount-explorer and every path below it, so browsing never remounts the page.
          {
            path: 'mount-explorer/*',
            ...page(() => import('../pages/MountExplorerPage'), 'titles.mountExplorer', [
              'explorer',
              'markdown',
            ]),
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
