/** Office documents through an online viewer (Microsoft or Google), which fetches a ticketed link. */
import type { OfficePreviewProvider } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OfficeFrame, OfficeViewer } from '../../../components/preview/OfficeViewer';
import { Spinner } from '../../../components/Spinner';
import { errorStatus, useOfficePreview } from '../api';

export function OfficePreview({
  slug,
  ticket,
  filename,
}: {
  slug: string;
  ticket?: string;
  filename: string;
}) {
  const { t } = useTranslation('fileView');
  const [provider, setProvider] = useState<OfficePreviewProvider>('microsoft');
  const preview = useOfficePreview(slug, provider, ticket);
  return (
    <OfficeViewer provider={provider} onProvider={setProvider} testIdPrefix="file-office">
      {preview.isPending ? (
        <div className="flex justify-center py-8 text-gray-500 dark:text-gray-400">
          <Spinner label={t('preview.loading')} />
        </div>
      ) : preview.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {
            // The ticket comes from the server, so only the provider can be refused (400): a
            // server that lacks this viewer. Its own message would be English only.
            errorStatus(preview.error) === 400
              ? t('preview.providerUnsupported')
              : preview.error.message || t('preview.officeFailed')
          }
        </p>
      ) : (
        <OfficeFrame
          url={preview.data.url}
          title={t('preview.frameTitle', { name: filename })}
          testId="file-office-frame"
        />
      )}
    </OfficeViewer>
  );
}
