/** The audit page's filters: action group, who, address and a day range; applied on submit. */
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { ACTION_GROUPS, NO_FILTERS, type AuditFilterValues } from './auditFilters';

/** The text and date filters; on phones the two dates share a row. */
const FIELDS = [
  { key: 'actor', type: 'text', wide: true },
  { key: 'address', type: 'text', wide: true },
  { key: 'since', type: 'date', wide: false },
  { key: 'until', type: 'date', wide: false },
] as const;

export interface AuditFilterFormProps {
  values: AuditFilterValues;
  onChange: (values: AuditFilterValues) => void;
  onApply: () => void;
}

export function AuditFilterForm({ values, onChange, onApply }: AuditFilterFormProps) {
  const { t } = useTranslation('audit');
  const set = (key: keyof AuditFilterValues) => (value: string) =>
    onChange({ ...values, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  const options = [
    { value: '', label: t('filters.allActions') },
    ...ACTION_GROUPS.map((group) => ({ value: group, label: t(`groups.${group}`) })),
    { value: 'auth.login.failure', label: t('actions.auth_login_failure') },
  ];
  return (
    <form
      onSubmit={submit}
      aria-label={t('filters.label')}
      className="grid grid-cols-2 gap-3 rounded-lg border border-gray-200 bg-white p-4 lg:grid-cols-6 dark:border-gray-700 dark:bg-gray-900"
      data-testid="audit-filters"
    >
      <SelectField
        label={t('filters.action')}
        options={options}
        value={values.action}
        onChange={(e) => set('action')(e.target.value)}
        className="col-span-2 sm:col-span-1"
        data-testid="audit-filter-action"
      />
      {FIELDS.map(({ key, type, wide }) => (
        <TextField
          key={key}
          type={type}
          label={t(`filters.${key}`)}
          value={values[key]}
          placeholder={key === 'actor' ? t('filters.actorPlaceholder') : undefined}
          onChange={(e) => set(key)(e.target.value)}
          className={wide ? 'col-span-2 sm:col-span-1' : ''}
          data-testid={`audit-filter-${key}`}
        />
      ))}
      <div className="col-span-2 flex items-end gap-2 sm:col-span-1">
        <Button type="submit" data-testid="audit-filter-apply">
          {t('filters.apply')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => onChange(NO_FILTERS)}>
          {t('filters.clear')}
        </Button>
      </div>
    </form>
  );
}
