/**
 * Office documents through an online viewer, Microsoft's or Google's, as the visitor chooses:
 * the choice, a line saying who shows the file, and what the caller puts under it (the viewer's
 * frame, a wait or an error). Both viewers fetch the file from their own servers, so callers offer
 * this only for a link the internet can reach.
 */
import { OFFICE_PREVIEW_PROVIDERS, type OfficePreviewProvider } from '@cloudpaste/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fullscreenHeight } from './fullscreenClasses';

export interface OfficeViewerProps {
  provider: OfficePreviewProvider;
  onProvider: (provider: OfficePreviewProvider) => void;
  /** Test ids of the choices: `${testIdPrefix}-microsoft`, `${testIdPrefix}-google`. */
  testIdPrefix: string;
  children: ReactNode;
}

export function OfficeViewer({ provider, onProvider, testIdPrefix, children }: OfficeViewerProps) {
  const { t } = useTranslation('preview');
  const name = useId();
  return (
    <div className="flex h-full min-h-0 flex-col gap-2">
      <div
        role="radiogroup"
        aria-label={t('office.viewer')}
        className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm"
      >
        <span className="text-gray-600 dark:text-gray-400">{t('office.viewer')}</span>
        {OFFICE_PREVIEW_PROVIDERS.map((option) => (
          <label
            key={option}
            className="inline-flex items-center gap-1.5 text-gray-800 dark:text-gray-200"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={provider === option}
              onChange={() => onProvider(option)}
              data-testid={`${testIdPrefix}-${option}`}
            />
            {t(`office.${option}`)}
          </label>
        ))}
        <span className="text-xs text-gray-500 dark:text-gray-400">{t('office.notice')}</span>
      </div>
      {children}
    </div>
  );
}

/** The chosen viewer's page, filling what room the preview gives it. */
export function OfficeFrame({
  url,
  title,
  testId,
}: {
  url: string;
  title: string;
  testId: string;
}) {
  return (
    <iframe
      src={url}
      title={title}
      data-testid={testId}
      className={`h-[70vh] w-full rounded-lg border border-gray-200 bg-white dark:border-gray-700 ${fullscreenHeight}`}
    />
  );
}
