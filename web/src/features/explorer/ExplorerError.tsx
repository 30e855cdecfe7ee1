/**
 * Why a folder cannot be shown: outside the API key's base path (the server's own message, and
 * a way to the base path), not found, an invalid path, or no answer at all; each with a way on.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { focusRing } from '../../components/classes';
import { errorStatus } from './api';
import { folderHref, parentPath } from './explorerPath';

export interface ExplorerErrorProps {
  error: Error;
  path: string;
  /** The API key's base path; '/' for the admin. */
  basicPath: string;
  onRetry: () => void;
}

const linkClass = `font-medium text-blue-700 underline hover:text-blue-900 dark:text-blue-300 dark:hover:text-blue-200 ${focusRing}`;

export function ExplorerError({ error, path, basicPath, onRetry }: ExplorerErrorProps) {
  const { t } = useTranslation('explorer');
  const status = errorStatus(error);
  let kind: string;
  let title: string;
  let detail: string;
  let action: ReactNode;
  if (status === 403) {
    kind = 'forbidden';
    title = t('errors.forbiddenTitle');
    detail = error.message;
    action = (
      <Link to={folderHref(basicPath)} className={linkClass}>
        {t('errors.goToBase', { path: basicPath })}
      </Link>
    );
  } else if (status === 404 || status === 400) {
    kind = status === 404 ? 'notFound' : 'invalid';
    title = status === 404 ? t('errors.notFoundTitle') : t('errors.invalidTitle');
    detail = status === 404 ? t('errors.notFound', { path }) : t('errors.invalid');
    action =
      path === '/' ? null : (
        <Link to={folderHref(parentPath(path))} className={linkClass}>
          {t('errors.goUp')}
        </Link>
      );
  } else {
    kind = status === 0 ? 'network' : 'failed';
    title = status === 0 ? t('errors.networkTitle') : t('errors.failedTitle');
    detail = error.message;
    action = (
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('errors.retry')}
      </Button>
    );
  }
  return (
    <div
      role="alert"
      data-testid="explorer-error"
      data-error={kind}
      className="rounded-lg border border-red-200 bg-red-50 px-4 py-6 text-center dark:border-red-900 dark:bg-red-950/40"
    >
      <h2 className="text-base font-semibold text-red-900 dark:text-red-100">{title}</h2>
      <p className="mt-1 text-sm break-words text-red-800 dark:text-red-200">{detail}</p>
      {action && <div className="mt-4 text-sm">{action}</div>}
    </div>
  );
}
