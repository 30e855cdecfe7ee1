/** /admin/audit-log: who did what, from where and when (admin only; docs/product/admin.md). */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { AuditLog } from '../../features/admin/audit/AuditLog';

export default function AuditLogPage() {
  const { t } = useTranslation('audit');
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <AuditLog />
    </>
  );
}
