/** Whether visitors may sign up; their accounts wait under Users until the admin enables them. */
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/Checkbox';
import { useToast } from '../../../components/toast/useToast';
import { errorText } from '../../../lib/errorText';
import { useRegistrationOpen, useSetRegistration } from './api';

export function SignUpSwitch() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const state = useRegistrationOpen();
  const set = useSetRegistration();
  return (
    <div className="mb-3 border-b border-gray-200 pb-3 dark:border-gray-800">
      <Checkbox
        label={t('users.signUp.label')}
        description={t('users.signUp.hint')}
        checked={state.data?.open ?? false}
        disabled={!state.data || set.isPending}
        data-testid="user-sign-up"
        onChange={(e) =>
          set.mutate(e.target.checked, {
            onError: (error) => toast.error(errorText(error, t('common.saveFailed'))),
          })
        }
      />
    </div>
  );
}
