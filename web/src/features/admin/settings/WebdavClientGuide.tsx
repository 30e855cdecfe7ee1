/** Short, per-client steps for connecting to the WebDAV address; each client folds open on demand. */
import { useTranslation } from 'react-i18next';
import { gnomeUrl, rcloneCommand } from './webdavAddress';

const CLIENTS = [
  { id: 'windows', title: 'webdav.clients.windows.title', steps: 'webdav.clients.windows.steps' },
  { id: 'macos', title: 'webdav.clients.macos.title', steps: 'webdav.clients.macos.steps' },
  { id: 'linux', title: 'webdav.clients.linux.title', steps: 'webdav.clients.linux.steps' },
  { id: 'rclone', title: 'webdav.clients.rclone.title', steps: 'webdav.clients.rclone.steps' },
  { id: 'mobile', title: 'webdav.clients.mobile.title', steps: 'webdav.clients.mobile.steps' },
] as const;

export function WebdavClientGuide({ url }: { url: string }) {
  const { t } = useTranslation('admin');
  const command = rcloneCommand(
    url,
    t('webdav.clients.rclone.user'),
    t('webdav.clients.rclone.password'),
  );
  return (
    <div>
      <h3 className="font-medium text-gray-900 dark:text-gray-100">{t('webdav.clients.title')}</h3>
      <div className="mt-2 divide-y divide-gray-200 rounded-md border border-gray-200 dark:divide-gray-700 dark:border-gray-700">
        {CLIENTS.map((client) => (
          <details key={client.id} className="group px-3 py-2">
            <summary className="cursor-pointer font-medium text-gray-800 dark:text-gray-200">
              {t(client.title)}
            </summary>
            <p className="mt-2">{t(client.steps, { url, gnomeUrl: gnomeUrl(url) })}</p>
            {client.id === 'rclone' && (
              <pre className="mt-2 overflow-x-auto rounded-md bg-gray-100 p-2 font-mono text-xs text-gray-900 dark:bg-gray-800 dark:text-gray-100">
                <code>{`${command}\nrclone lsd cloudpaste:`}</code>
              </pre>
            )}
          </details>
        ))}
      </div>
    </div>
  );
}
