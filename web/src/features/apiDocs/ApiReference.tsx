/**
 * The API reference (/api-docs): every operation of GET /api/openapi.json grouped by tag, searchable
 * by method, path or words of its summary (docs/API.md, "OpenAPI").
 */
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { LoadingBlock } from '../../components/LoadingBlock';
import { TextField } from '../../components/TextField';
import { linkButtonClass } from '../../components/classes';
import { apiUrl } from '../../api/baseUrl';
import { OPENAPI_PATH, useApiDocument } from './api';
import { groupsOf, searchGroups, type ApiDocument } from './openApiModel';
import { OperationItem } from './OperationItem';

/** An element id for a tag's heading ("Text shares" -> "api-tag-text-shares"). */
const tagId = (tag: string) => `api-tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

function Operations({ doc }: { doc: ApiDocument }) {
  const { t } = useTranslation('apiDocs');
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const groups = useMemo(() => groupsOf(doc), [doc]);
  const shown = useMemo(() => searchGroups(groups, deferred), [groups, deferred]);
  const count = shown.reduce((sum, group) => sum + group.operations.length, 0);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          className="min-w-0 flex-1"
          type="search"
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <a className={`${linkButtonClass} mb-0.5`} href={apiUrl(OPENAPI_PATH)} download>
          {t('download')}
        </a>
      </div>
      <p className="text-sm text-gray-600 dark:text-gray-400" aria-live="polite">
        {count === 0 ? t('search.none', { query: deferred }) : t('search.count', { count })}
      </p>
      {shown.map((group) => (
        <section key={group.tag} aria-labelledby={tagId(group.tag)} className="space-y-2">
          <h2
            id={tagId(group.tag)}
            className="text-lg font-semibold text-gray-900 dark:text-gray-100"
          >
            {t(`tags.${group.tag}`, { defaultValue: group.tag })}
          </h2>
          {group.operations.map((operation) => (
            <OperationItem
              key={operation.id}
              operation={operation}
              components={doc.components.schemas}
            />
          ))}
        </section>
      ))}
    </div>
  );
}

export function ApiReference() {
  const { t } = useTranslation('apiDocs');
  const { data, isPending, isError, refetch } = useApiDocument();
  if (isPending) return <LoadingBlock testId="api-docs-loading" />;
  if (isError || !data?.paths) {
    return <LoadError message={t('loadFailed')} onRetry={() => void refetch()} />;
  }
  return <Operations doc={data} />;
}
