/** Office documents through an online viewer (Microsoft or Google), which fetches a ticketed link. */
import type { OfficePreviewProvider } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
    <div className="space-y-2">
      <div
        role="radiogroup"
        aria-label={t('preview.provider')}
        className="flex flex-wrap items-center gap-3 text-sm"
      >
        <span className="text-gray-600 dark:text-gray-400">{t('preview.provider')}</span>
        {(['microsoft', 'google'] as const).map((option) => (
          <label
            key={option}
            className="inline-flex items-center gap-1.5 text-gray-800 dark:text-gray-200"
          >
            <input
              type="radio"
              name="office-provider"
              value={option}
              checked={provider === option}
              onChange={() => setProvider(option)}
              data-testid={`file-office-${option}`}
            />
            {option === 'microsoft' ? t('preview.microsoft') : t('preview.google')}
          </label>
        ))}
      </div>
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
        <iframe
          src={preview.data.url}
          title={t('preview.frameTitle', { name: filename })}
          className="h-[70vh] w-full rounded-lg border border-gray-200 bg-white dark:border-gray-700"
          data-testid="file-office-frame"
        />
      )}
    </div>
  );
}
