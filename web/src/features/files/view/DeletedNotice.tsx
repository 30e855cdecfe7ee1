/** After the owner deleted the share: it is gone, and the page returns home after a countdown. */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { useCountdown } from '../../../components/useCountdown';

export const REDIRECT_AFTER_SECONDS = 5;

export function DeletedNotice() {
  const { t } = useTranslation('fileView');
  const navigate = useNavigate();
  const goHome = () => void navigate('/', { replace: true });
  const remaining = useCountdown(REDIRECT_AFTER_SECONDS, goHome);
  return (
    <div role="status" data-testid="file-deleted" className="mx-auto max-w-xl">
      <EmptyState
        title={t('delete.done')}
        description={t('delete.redirect', { count: remaining })}
        action={
          <Button variant="secondary" size="sm" onClick={goHome}>
            {t('common:actions.backHome')}
          </Button>
        }
      />
    </div>
  );
}
