/** Loading, error (with retry) and ready states of one admin query, so screens only render data. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { errorText } from '../../../lib/errorText';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

export function QueryState<T>({ query, children }: QueryStateProps<T>) {
  const { t } = useTranslation('admin');
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) {
    return (
      <LoadError
        message={errorText(query.error, t('common.loadFailed'))}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{children(query.data)}</>;
}
