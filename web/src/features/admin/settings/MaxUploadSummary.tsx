/** The upload limit uploads actually get, as the public endpoint reports it after saving. */
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/format';
import { useMaxUploadSize } from '../api';

export function MaxUploadSummary() {
  const { t, i18n } = useTranslation('admin');
  const { data } = useMaxUploadSize();
  // Informational only: when it cannot be read, the form below still says everything.
  if (!data) return null;
  // In the unit that fits: a limit of 2 KB is not "0 MB".
  const size = formatBytes(data.max_upload_size_bytes, i18n.language);
  return (
    <p className="text-sm text-gray-600 dark:text-gray-400">
      {t('settings.currentLimit', { size })}
    </p>
  );
}
