/**
 * The route table (docs/product/interface.md, "Screens and routes"). Pages load on demand
 * (router/lazyPage.tsx), started before the navigation shows; the session check runs before it
 * (App.tsx) and the RouteGuard inside RootLayout applies the access rules.
 */
import type { ComponentType } from 'react';
import { Navigate, type Location, type RouteObject } from 'react-router';
import { preloadMarkdownView } from '../components/markdown/markdownViewChunk';
import { startFirstListing } from '../features/explorer/firstListing/api';
import { pathFromPathname } from '../features/explorer/explorerPath';
import { startPasteRead } from '../features/pastes/api';
import i18n from '../i18n';
import { warmUpDateFormatting } from '../lib/format';
import { RootLayout } from './layout/RootLayout';
import type { RouteHandle } from './router/AppRouter';
import { lazyPage } from './router/lazyPage';
import { RouteErrorBoundary } from './router/RouteErrorBoundary';

type PageModule = { default: ComponentType };

/**
 * A lazily loaded page with its title. The translation namespaces it uses load beside its code
 * (one that is missed here still loads, later, when a component first asks for it).
 */
function page(
  load: () => Promise<PageModule>,
  titleKey: string,
  namespaces: string[],
  {
    showsDates = false,
    starts,
  }: {
    showsDates?: boolean;
    /** Starts the page's first data beside its code (not waited for: the page shows it loading). */
    starts?: (location: Location) => void;
  } = {},
) {
  const { element, preload: loadCode } = lazyPage(load, namespaces);
  const preload: NonNullable<RouteHandle['preload']> = starts
    ? (params, location) => {
        starts(location);
        return loadCode();
      }
    : loadCode;
  return {
    element,
    handle: { titleKey, preload: showsDates ? withDates(preload) : preload } satisfies RouteHandle,
  };
}

/**
 * For a page whose first render shows a date: the browser's first date formatter (lib/format.ts
 * warmUpDateFormatting) is built in a task of its own while the page's code and data load, not in
 * the render that shows the date. Other pages build it once the page is idle (main.tsx).
 */
function withDates(preload: NonNullable<RouteHandle['preload']>): RouteHandle['preload'] {
  return (params, location) => {
    setTimeout(() => warmUpDateFormatting(i18n.language), 0);
    return preload(params, location);
  };
}

const pasteView = lazyPage(() => import('../pages/PasteViewPage'), ['pasteView', 'markdown']);
// The sidebar and the login form (and their words) load with the admin area, not with every public
// page.
const adminLayout = lazyPage(
  () => import('./admin/AdminLayout').then(({ AdminLayout }) => ({ default: AdminLayout })),
  ['auth', 'adminNav'],
);

const adminChildren: RouteObject[] = [
  {
    index: true,
    ...page(() => import('../pages/admin/DashboardPage'), 'titles.dashboard', ['admin']),
  },
  {
    path: 'text-management',
    ...page(() => import('../pages/admin/TextManagementPage'), 'titles.textManagement', [
      'textManagement',
      // The preview dialog renders Markdown.
      'markdown',
    ]),
  },
  {
    path: 'file-management',
    ...page(() => import('../pages/admin/FileManagementPage'), 'titles.fileManagement', [
      'fileManagement',
      'fileView',
      'preview',
      'folderShare',
    ]),
  },
  {
    path: 'file-requests',
    ...page(() => import('../pages/admin/FileRequestsPage'), 'titles.fileRequests', [
      'fileRequest',
    ]),
  },
  {
    path: 'key-management',
    ...page(() => import('../pages/admin/KeyManagementPage'), 'titles.keyManagement', ['admin']),
  },
  {
    path: 'users',
    ...page(() => import('../pages/admin/UsersPage'), 'titles.users', ['admin', 'security']),
  },
  {
    path: 'audit-log',
    ...page(() => import('../pages/admin/AuditLogPage'), 'titles.auditLog', ['audit']),
  },
  {
    path: 'my-activity',
    ...page(() => import('../pages/admin/MyActivityPage'), 'titles.myActivity', ['audit']),
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
    ...page(() => import('../pages/admin/AccountPage'), 'titles.account', [
      'admin',
      'security',
      'appPasswords',
    ]),
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
    path: 'settings/backup',
    ...page(() => import('../pages/admin/BackupPage'), 'titles.backup', ['admin']),
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
    path: '/',
    element: <RootLayout />,
    children: [
      {
        // Pathless so a failing page keeps the header and footer around its error.
        element: <RouteErrorBoundary />,
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
            path: 'invite/:token',
            ...page(() => import('../pages/InvitePage'), 'titles.invite', ['newAccount', 'auth']),
          },
          {
            path: 'register',
            ...page(() => import('../pages/RegisterPage'), 'titles.register', [
              'newAccount',
              'auth',
            ]),
          },
          {
            path: 'api-docs',
            ...page(() => import('../pages/ApiDocsPage'), 'titles.apiDocs', ['apiDocs']),
          },
          {
            path: 'admin',
            element: adminLayout.element,
            handle: { preload: adminLayout.preload } satisfies RouteHandle,
            children: adminChildren,
          },
          {
            path: 'paste/:slug',
            element: pasteView.element,
            handle: {
              titleKey: 'titles.paste',
              // The share's data and (most shares are Markdown) its renderer travel beside the
              // page's code. Preloads run when the slug changes only: a read counts a view.
              preload: withDates(({ slug }) => {
                if (slug) startPasteRead(slug);
                preloadMarkdownView();
                return pasteView.preload();
              }),
            } satisfies RouteHandle,
          },
          {
            path: 'file/:slug',
            ...page(
              () => import('../pages/FileViewPage'),
              'titles.file',
              ['fileView', 'markdown', 'preview'],
              { showsDates: true },
            ),
          },
          {
            path: 'folder/:slug',
            ...page(
              () => import('../pages/FolderSharePage'),
              'titles.folderShare',
              ['folderShare', 'preview'],
              { showsDates: true },
            ),
          },
          {
            path: 'request/:slug',
            ...page(() => import('../pages/FileRequestPage'), 'titles.fileRequest', [
              'fileRequest',
            ]),
          },
          // One route for /mount-explorer and every path below it, so browsing never remounts the page.
          {
            path: 'mount-explorer/*',
            ...page(
              () => import('../pages/MountExplorerPage'),
              'titles.mountExplorer',
              ['explorer', 'markdown', 'preview'],
              {
                showsDates: true,
                starts: (location) => startFirstListing(pathFromPathname(location.pathname)),
              },
            ),
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
