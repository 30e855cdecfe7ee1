/** /api-docs: the HTTP API's reference, read from the OpenAPI document the server serves. */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/PageHeader';
import { ApiReference } from '../features/apiDocs/ApiReference';

export default function ApiDocsPage() {
  const { t } = useTranslation('apiDocs');
  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeader title={t('title')} description={t('description')} />
      <ApiReference />
    </div>
  );
}
