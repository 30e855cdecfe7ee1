/** The Account page's quota card: what the signed-in account uses of its limits. */
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card';
import { useAccountQuota } from './api';
import { UsageBars } from './UsageBars';

export function AccountQuota() {
  const { t } = useTranslation('admin');
  const quota = useAccountQuota();
  if (!quota.data) return null;
  return (
    <Card title={t('quota.title')} className="mb-4">
      <div className="max-w-lg">
        <UsageBars quota={quota.data} />
      </div>
    </Card>
  );
}
