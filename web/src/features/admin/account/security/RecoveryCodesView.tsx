/** New recovery codes, shown once: the list, a Copy-all button, and what they are for. */
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../../components/CopyButton';

export function RecoveryCodesView({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation('security');
  return (
    <div className="space-y-3 text-sm text-gray-700 dark:text-gray-300">
      <p>{t('recovery.shownOnce')}</p>
      <ol
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-2 rounded-md bg-gray-100 p-3 font-mono text-gray-900 sm:grid-cols-3 dark:bg-gray-800 dark:text-gray-100"
      >
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ol>
      <CopyButton value={codes.join('\n')} label={t('recovery.copyAll')} />
    </div>
  );
}
