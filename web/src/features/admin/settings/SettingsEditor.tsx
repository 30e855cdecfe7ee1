/**
 * Edits one loaded settings group: validates against the catalogue, saves the group (or, without a
 * network, queues the save), shows outcomes.
 */
import type { SettingItem } from '@cloudpaste/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/FormAlert';
import { useToast } from '../../../components/toast/useToast';
import { errorText } from '../../../lib/errorText';
import { useSaveSettingsGroup } from '../api';
import { useFormState } from '../common/useFormState';
import { SettingField } from './SettingField';
import {
  sortSettings,
  toFormValues,
  validateSettings,
  type SettingFormValues,
} from './settingsForm';

export interface SettingsEditorProps {
  group: number;
  items: readonly SettingItem[];
  allowReset?: boolean;
}

/** Checkboxes and long lists take the full width; short inputs pair up on wide screens. */
function spansRow(item: SettingItem): boolean {
  return item.type === 'bool' || item.type === 'textarea';
}

export function SettingsEditor({ group, items, allowReset }: SettingsEditorProps) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const save = useSaveSettingsGroup(group);
  // Background refetches leave the form alone; only a successful save replaces what is typed.
  const form = useFormState<SettingFormValues, string>(() => toFormValues(items));
  const saved = toFormValues(items);
  const sorted = sortSettings(items);
  const isDirty = sorted.some((item) => form.values[item.key] !== saved[item.key]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateSettings(items, form.values);
    if (!result.ok) return form.showErrors(result.errors);
    save.mutate(result.payload, {
      onSuccess: (fresh) => {
        // No network: the change waits in the offline queue; the form keeps what was typed.
        if (fresh === null) {
          toast.info(t('settings.queued'));
          return;
        }
        form.reset(toFormValues(fresh));
        toast.success(t('settings.saved'));
      },
      onError: (error) => form.showError('form', errorText(error, t('common.saveFailed'))),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <FormAlert message={form.errors.form} />
      <div className="grid gap-5 md:grid-cols-2">
        {sorted.map((item) => (
          <div key={item.key} className={spansRow(item) ? 'md:col-span-2' : undefined}>
            <SettingField
              item={item}
              value={form.values[item.key] ?? saved[item.key] ?? ''}
              onChange={(value) => form.setField(item.key, value)}
              error={form.errors[item.key]}
              allowReset={allowReset}
            />
          </div>
        ))}
      </div>
      <div className="flex flex-wrap gap-2 border-t border-gray-200 pt-4 dark:border-gray-700">
        <Button type="submit" loading={save.isPending} disabled={!isDirty}>
          {t('settings.save')}
        </Button>
        <Button
          variant="secondary"
          disabled={!isDirty || save.isPending}
          onClick={() => form.reset(saved)}
        >
          {t('settings.discard')}
        </Button>
      </div>
    </form>
  );
}
