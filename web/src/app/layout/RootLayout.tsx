/**
 * Frame of every page: header, guarded content, footer, page title, session notices, the offline
 * badge, queue and PWA prompts, and (admin, `?showEnvSwitcher`) the environment switcher.
 */
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { OfflineQueuePanel } from '../../offline/OfflineQueuePanel';
import { OfflineIndicator } from '../../pwa/OfflineIndicator';
import { PwaPrompts } from '../../pwa/PwaPrompts';
import { RouteGuard } from '../guards/RouteGuard';
import { AuthNotices } from './AuthNotices';
import { DocumentTitle } from './DocumentTitle';
import { EnvSwitcher } from './EnvSwitcher';
import { Footer } from './Footer';
import { FullPageSpinner } from './FullPageSpinner';
import { Header } from './Header';
import { NavigationProgress } from './NavigationProgress';

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-gray-50 text-gray-900 dark:bg-gray-950 dark:text-gray-100">
      <NavigationProgress />
      <DocumentTitle />
      <AuthNotices />
      <Header />
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        <RouteGuard>
          {/* A page whose translations are not in yet (one its route did not name) waits here. */}
          <Suspense fallback={<FullPageSpinner />}>
            <Outlet />
          </Suspense>
        </RouteGuard>
      </main>
      <Footer />
      <OfflineIndicator />
      <OfflineQueuePanel />
      <PwaPrompts />
      <EnvSwitcher />
    </div>
  );
}
