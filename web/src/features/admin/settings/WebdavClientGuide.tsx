/** Short, per-client steps for connecting to the WebDAV address; each client folds open on demand. */
import { useTranslation } from 'react-i18next';
import {
  DAVFS_MOUNT_POINT,
  davfs2Command,
  davfs2FstabLine,
  gnomeUrl,
  rcloneCommand,
} from './webdavAddress';

const CLIENTS = ['windows', 'macos', 'linux', 'davfs2', 'rclone', 'cyberduck', 'mobile'] as const;

/** What a client's instructions add under their steps. */
const NOTES: Partial<Record<(typeof CLIENTS)[number], string>> = {
  windows: 'webdav.clients.windows.limit',
};

function Command({ lines }: { lines: string[] }) {
  return (
    <pre className="mt-2 overflow-x-auto rounded-md bg-gray-100 p-2 font-mono text-xs text-gray-900 dark:bg-gray-800 dark:text-gray-100">
      <code>{lines.join('\n')}</code>
    </pre>
  );
}

export function WebdavClientGuide({ url }: { url: string }) {
  const { t } = useTranslation('admin');
  const commands: Partial<Record<(typeof CLIENTS)[number], string[]>> = {
    rclone: [
      rcloneCommand(url, t('webdav.clients.rclone.user'), t('webdav.clients.rclone.password')),
      'rclone lsd cloudpaste:',
    ],
    davfs2: [davfs2Command(url)],
  };
  return (
    <div>
      <h3 className="font-medium text-gray-900 dark:text-gray-100">{t('webdav.clients.title')}</h3>
      <div className="mt-2 divide-y divide-gray-200 rounded-md border border-gray-200 dark:divide-gray-700 dark:border-gray-700">
        {CLIENTS.map((client) => {
          const note = NOTES[client];
          const command = commands[client];
          return (
            <details key={client} className="group px-3 py-2">
              <summary className="cursor-pointer font-medium text-gray-800 dark:text-gray-200">
                {t(`webdav.clients.${client}.title`)}
              </summary>
              <p className="mt-2">
                {t(`webdav.clients.${client}.steps`, {
                  url,
                  gnomeUrl: gnomeUrl(url),
                  mountPoint: DAVFS_MOUNT_POINT,
                  fstab: davfs2FstabLine(url),
                })}
              </p>
              {command && <Command lines={command} />}
              {note && <p className="mt-2 text-gray-600 dark:text-gray-400">{t(note)}</p>}
            </details>
          );
        })}
      </div>
    </div>
  );
}
