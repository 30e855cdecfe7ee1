/** One operation of the API reference: method, path, summary and access, opened for its details. */
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../components/Badge';
import { focusRing } from '../../components/classes';
import type { Access, JsonSchema, Operation } from './openApiModel';
import { OperationDetails } from './OperationDetails';

const METHOD_TONES: Record<string, BadgeTone> = {
  GET: 'info',
  POST: 'success',
  PUT: 'warning',
  DELETE: 'danger',
};

function useAccessText() {
  const { t } = useTranslation('apiDocs');
  return (access: Access) => {
    if (access.kind !== 'key') return t(`access.${access.kind}`);
    if (access.permissions.length === 0) return t('access.key');
    return t('access.keyWith', { permissions: access.permissions.join(' / ') });
  };
}

export function OperationItem({
  operation,
  components,
}: {
  operation: Operation;
  components: Record<string, JsonSchema>;
}) {
  const { i18n } = useTranslation('apiDocs');
  const accessText = useAccessText();
  const summary = i18n.language === 'zh-CN' ? operation.summary.zh : operation.summary.en;
  return (
    <details
      className="group rounded-lg border border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900"
      data-testid={`operation-${operation.id}`}
    >
      <summary
        className={`flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-4 py-2 ${focusRing}`}
      >
        <span className="w-16 shrink-0">
          <Badge tone={METHOD_TONES[operation.method] ?? 'neutral'}>{operation.method}</Badge>
        </span>
        <code className="min-w-0 text-sm font-semibold break-all text-gray-900 dark:text-gray-100">
          {operation.path}
        </code>
        {/* Its own line on a phone, beside the path from sm up. */}
        <span className="min-w-0 basis-full text-sm text-gray-700 sm:flex-1 sm:basis-auto dark:text-gray-300">
          {summary}
        </span>
        <span className="text-xs text-gray-500 dark:text-gray-400">
          {accessText(operation.access)}
        </span>
      </summary>
      <OperationDetails operation={operation} components={components} />
    </details>
  );
}
