/**
 * Sessions of an account (docs/ACCOUNTS.md, "Sessions"): device, address, when it signed in and
 * was last seen, this device marked, each with an End button. The Account page and the admin's
 * user dialog show the same list.
 */
import type { SessionInfo } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/Badge';
import { Button } from '../../../../components/Button';
import { formatDateTime } from '../../../../lib/format';

export function SessionList({
  sessions,
  ending,
  onEnd,
}: {
  sessions: readonly SessionInfo[];
  /** The id of the session being ended now. */
  ending?: string;
  onEnd: (session: SessionInfo) => void;
}) {
  const { t, i18n } = useTranslation('security');
  const when = (iso: string | null) => formatDateTime(iso, i18n.language);
  if (sessions.length === 0)
    return <p className="py-3 text-sm text-gray-600 dark:text-gray-400">{t('sessions.empty')}</p>;
  return (
    <ul className="divide-y divide-gray-200 dark:divide-gray-800" data-testid="session-list">
      {sessions.map((s) => (
        <li
          key={s.id}
          data-testid="session-row"
          className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center"
        >
          <div className="min-w-0 flex-1 text-sm">
            <p className="flex flex-wrap items-center gap-2 font-medium text-gray-900 dark:text-gray-100">
              {t('sessions.device', {
                browser: s.browser ?? t('sessions.unknownBrowser'),
                os: s.os ?? t('sessions.unknownOs'),
              })}
              {s.current && <Badge tone="success">{t('sessions.thisDevice')}</Badge>}
            </p>
            <p className="text-xs break-all text-gray-600 dark:text-gray-400">
              {t('sessions.address', { address: s.address ?? t('sessions.unknownAddress') })}
            </p>
            <p className="text-xs text-gray-600 dark:text-gray-400">
              {t('sessions.times', { created: when(s.created_at), seen: when(s.last_seen_at) })}
            </p>
          </div>
          <Button
            size="sm"
            variant="secondary"
            className="self-start sm:self-center"
            loading={ending === s.id}
            onClick={() => onEnd(s)}
            aria-label={t('sessions.endOne', {
              browser: s.browser ?? t('sessions.unknownBrowser'),
              os: s.os ?? t('sessions.unknownOs'),
            })}
          >
            {t('sessions.end')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
