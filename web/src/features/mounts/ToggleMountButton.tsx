/**
 * Enables or disables one mount. Each row owns its request, so toggling two mounts in quick
 * succession shows both outcomes rather than only the last.
 */
import type { Mount } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { useToast } from '../../components/toast/useToast';
import { errorText } from '../../lib/errorText';
import { useUpdateMount } from './api';

export function ToggleMountButton({ mount }: { mount: Mount }) {
  const { t } = useTranslation('mounts');
  const toast = useToast();
  const update = useUpdateMount();
  const { name, is_active: isActive } = mount;

  function toggle() {
    update.mutate(
      { id: mount.id, body: { is_active: !isActive } },
      {
        onSuccess: () =>
          toast.success(t(isActive ? 'toggle.disabled' : 'toggle.enabled', { name })),
        onError: (error) => toast.error(errorText(error, t('toggle.failed'))),
      },
    );
  }

  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={toggle}
      loading={update.isPending}
      aria-label={t(isActive ? 'actions.disableNamed' : 'actions.enableNamed', { name })}
    >
      {isActive ? t('actions.disable') : t('actions.enable')}
    </Button>
  );
}
