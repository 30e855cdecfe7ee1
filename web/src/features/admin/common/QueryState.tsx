/** Loading, error (with retry) and ready states of one admin query, so screens only render data. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { errorText } from './format';
import { FormAlert } from './FormAlert';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

export function QueryState<T>({ query, children }: QueryStateProps<T>) {
  const { t } = useTranslation('admin');
  if (query.isPending) {
    return (
      <div className="flex justify-center py-10 text-gray-500 dark:text-gray-400">
        <Spinner size="lg" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="space-y-3">
        <FormAlert message={errorText(query.error, t('common.loadFailed'))} />
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
