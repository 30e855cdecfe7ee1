/**
 * A folder share's page (/folder/{slug}): the password gate, then the folder with breadcrumbs
 * that stop at the share's top, a list or gallery, previews, downloads of a file or of the folder
 * shown as a zip, and an upload button when the share takes uploads. The folder shown is the
 * page's `?path=`, so the back button walks back up.
 */
import type { FsItem } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../api/apiError';
import { Breadcrumbs, type Crumb } from '../../../components/Breadcrumbs';
import { Card } from '../../../components/Card';
import { formatDateTime } from '../../../lib/format';
import { folderShareUrl, useFolderShareInfo, useFolderShareListing } from '../api';
import { DownloadLink } from './DownloadLink';
import { FolderShareItems, type ViewMode } from './FolderShareItems';
import { FolderSharePassword } from './FolderSharePassword';
import { FolderSharePreview } from './FolderSharePreview';
import { FolderShareUpload } from './FolderShareUpload';
import { useShareTicket } from '../../../components/useShareTicket';

export function FolderShareView({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('folderShare');
  const info = useFolderShareInfo(slug);
  const [ticket, setTicket] = useShareTicket(slug);
  const [params, setParams] = useSearchParams();
  const path = params.get('path') || '/';
  const [mode, setMode] = useState<ViewMode>('list');
  const [previewed, setPreviewed] = useState<FsItem | null>(null);
  const open = info.data !== undefined && (!info.data.has_password || ticket !== undefined);
  const listing = useFolderShareListing(slug, path, ticket, open);

  if (info.isPending) return <p className="py-10 text-center text-gray-500">{t('loading')}</p>;
  if (info.isError) return <Unavailable error={info.error} />;
  const share = info.data;
  if (!open) return <FolderSharePassword slug={slug} onOpened={setTicket} />;
  if (listing.isError && listing.error instanceof ApiError && listing.error.status === 401) {
    return <FolderSharePassword slug={slug} onOpened={setTicket} />;
  }

  const go = (to: string) => setParams(to === '/' ? {} : { path: to });
  const urlOf = (route: 'view' | 'download' | 'zip', at: string) =>
    folderShareUrl(slug, route, at, ticket);
  const segments = path.split('/').filter(Boolean);
  const crumbs: Crumb[] = [
    { label: share.name === '/' ? t('top') : share.name, onSelect: () => go('/') },
    ...segments.map((segment, index) => ({
      label: segment,
      onSelect: () => go(`/${segments.slice(0, index + 1).join('/')}`),
    })),
  ];
  const folderName = segments.at(-1) ?? (share.name === '/' ? 'files' : share.name);

  return (
    <Card>
      <div data-testid="folder-share" className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-xl font-semibold break-words text-gray-900 dark:text-gray-100">
            {t('heading', { name: share.name === '/' ? t('top') : share.name })}
          </h1>
          <p className="text-sm text-gray-600 dark:text-gray-400">
            {share.expires_at
              ? t('expires', { time: formatDateTime(share.expires_at, i18n.language) })
              : t('noExpiry')}
            {share.max_downloads > 0 &&
              ` · ${t('downloadsLeft', { count: share.max_downloads - share.downloads })}`}
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Breadcrumbs label={t('browse.trail')} items={crumbs} />
          <div className="flex flex-wrap items-center gap-2">
            <div
              role="group"
              aria-label={t('browse.view')}
              className="inline-flex rounded-md border border-gray-200 dark:border-gray-700"
            >
              {(['list', 'gallery'] as const).map((each) => (
                <button
                  key={each}
                  type="button"
                  aria-pressed={mode === each}
                  onClick={() => setMode(each)}
                  className={`px-2.5 py-1 text-sm ${mode === each ? 'bg-blue-600 text-white' : 'text-gray-700 dark:text-gray-200'}`}
                >
                  {t(`browse.${each}`)}
                </button>
              ))}
            </div>
            <DownloadLink
              href={urlOf('zip', path)}
              name={`${folderName}.zip`}
              label={t('browse.zip')}
              testId="folder-share-zip"
            />
            {share.allow_uploads && <FolderShareUpload slug={slug} ticket={ticket} folder={path} />}
          </div>
        </div>
        {listing.isPending ? (
          <p className="py-6 text-center text-sm text-gray-500">{t('loading')}</p>
        ) : listing.isError ? (
          <Unavailable error={listing.error} />
        ) : (
          <FolderShareItems
            items={listing.data.items}
            mode={mode}
            urlOf={(route, item) => urlOf(route, item.path)}
            onOpen={(item) => (item.isDirectory ? go(item.path) : setPreviewed(item))}
          />
        )}
      </div>
      {previewed && (
        <FolderSharePreview
          item={previewed}
          viewUrl={urlOf('view', previewed.path)}
          downloadUrl={urlOf('download', previewed.path)}
          onClose={() => setPreviewed(null)}
        />
      )}
    </Card>
  );
}

/** Why the share cannot be opened: unknown, revoked, expired, used up, or the server's words. */
function Unavailable({ error }: { error: Error }) {
  const { t } = useTranslation('folderShare');
  return (
    <div data-testid="folder-share-unavailable" className="py-10 text-center">
      <h1 className="text-lg font-semibold text-gray-900 dark:text-gray-100">{t('unavailable')}</h1>
      <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{error.message}</p>
    </div>
  );
}
