/**
 * The Account page's sessions: every place this account is signed in, ending one or all others.
 * Ending this device's own session signs out here (docs/ACCOUNTS.md, "Sessions").
 */
import type { SessionInfo } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../../auth/useAuth';
import { Button } from '../../../../components/Button';
import { Card } from '../../../../components/Card';
import { FormAlert } from '../../../../components/FormAlert';
import { LoadingBlock } from '../../../../components/LoadingBlock';
import { useToast } from '../../../../components/toast/useToast';
import { errorText } from '../../../../lib/errorText';
import { useEndOtherSessions, useEndSession, useSessions } from './api';
import { SessionList } from './SessionList';

export function SessionsCard() {
  const { t } = useTranslation('security');
  const { logout } = useAuth();
  const toast = useToast();
  const sessions = useSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const [error, setError] = useState<string>();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  function endOne(session: SessionInfo) {
    end.mutate(session.id, {
      onSuccess: () => {
        setError(undefined);
        if (session.current) void logout();
        else toast.success(t('sessions.ended'));
      },
      onError: (e) => setError(errorText(e, t('sessions.failed'))),
    });
  }

  function endAllOthers() {
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) => {
        setError(undefined);
        toast.success(t('sessions.endedOthers', { count: ended }));
      },
      onError: (e) => setError(errorText(e, t('sessions.failed'))),
    });
  }

  return (
    <Card title={t('sessions.title')} className="mb-4">
      <p className="mb-2 text-sm text-gray-600 dark:text-gray-400">{t('sessions.hint')}</p>
      <FormAlert message={error} />
      {sessions.isPending ? (
        <LoadingBlock />
      ) : (
        <SessionList
          sessions={sessions.data ?? []}
          ending={end.isPending ? end.variables : undefined}
          onEnd={endOne}
        />
      )}
      <Button
        className="mt-3"
        variant="secondary"
        disabled={others === 0}
        loading={endOthers.isPending}
        onClick={endAllOthers}
        data-testid="end-other-sessions"
      >
        {t('sessions.endOthers')}
      </Button>
    </Card>
  );
}
