/** The mount list as a table that scrolls sideways on narrow screens, in sort order. */
import type { Mount } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { MountRow } from './MountRow';
import { stickyActions } from './tableClasses';

export interface MountTableProps {
  mounts: readonly Mount[];
  onEdit: (mount: Mount) => void;
  onDelete: (mount: Mount) => void;
}

const COLUMNS = [
  'table.name',
  'table.mountPath',
  'table.storage',
  'table.cacheTtl',
  'table.serving',
  'table.sortOrder',
  'table.dates',
] as const;

export function MountTable({ mounts, onEdit, onDelete }: MountTableProps) {
  const { t } = useTranslation('mounts');
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white dark:border-gray-700 dark:bg-gray-900">
      <table className="min-w-full divide-y divide-gray-200 text-left text-sm dark:divide-gray-700">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead className="bg-gray-50 text-xs uppercase tracking-wide text-gray-500 dark:bg-gray-800 dark:text-gray-400">
          <tr>
            {COLUMNS.map((key) => (
              <th key={key} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                {t(key)}
              </th>
            ))}
            <th
              scope="col"
              className={`bg-gray-50 px-3 py-2 text-right font-medium dark:bg-gray-800 ${stickyActions}`}
            >
              {t('table.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-700">
          {mounts.map((mount) => (
            <MountRow key={mount.id} mount={mount} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
