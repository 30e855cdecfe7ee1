/** The per-check result of a connection test: passed or failed, what happened, how long it took. */
import type { StorageTestReport } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';

export function TestReport({ report }: { report: StorageTestReport }) {
  const { t } = useTranslation('storageConfig');
  return (
    <div className="space-y-3" data-testid="test-report">
      <p
        role="status"
        className={
          report.ok
            ? 'rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-800 dark:bg-green-950 dark:text-green-200'
            : 'rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200'
        }
      >
        {report.ok
          ? t('test.allPassed')
          : t('test.someFailed', { count: report.checks.filter((c) => !c.ok).length })}
      </p>
      <ul className="divide-y divide-gray-200 dark:divide-gray-700">
        {report.checks.map((check) => (
          <li
            key={check.name}
            className="flex items-start gap-3 py-2"
            data-testid="test-check"
            data-check={check.name}
            data-ok={check.ok}
          >
            <span
              aria-hidden="true"
              className={`mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white ${check.ok ? 'bg-green-600' : 'bg-red-600'}`}
            >
              {check.ok ? '✓' : '✗'}
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-gray-900 dark:text-gray-100">
                {t(`test.checks.${check.name}`)}
                <span className="sr-only"> — {check.ok ? t('test.passed') : t('test.failed')}</span>
                <span className="ml-2 text-xs font-normal text-gray-500 dark:text-gray-400">
                  {t('test.duration', { ms: check.durationMs })}
                </span>
              </p>
              <p className="break-words text-sm text-gray-600 dark:text-gray-400">
                {check.message}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
