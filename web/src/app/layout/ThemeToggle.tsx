/** Header button cycling the theme auto -> light -> dark; its label names the current mode. */
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../components/classes';
import { Icon } from '../../components/Icon';
import { nextThemeMode, setThemeMode } from '../theme/themeStore';
import { useThemeMode } from '../theme/useThemeMode';

const icons = { auto: 'auto', light: 'sun', dark: 'moon' } as const;

export function ThemeToggle() {
  const { t } = useTranslation('common');
  const mode = useThemeMode();
  const next = nextThemeMode(mode);
  const label = t('theme.toggle', {
    mode: t(`theme.modes.${mode}`),
    next: t(`theme.modes.${next}`),
  });
  return (
    <button
      type="button"
      data-testid="theme-toggle"
      data-theme-mode={mode}
      aria-label={label}
      title={label}
      onClick={() => setThemeMode(next)}
      className={`rounded-md p-2 text-gray-600 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white ${focusRing}`}
    >
      <Icon name={icons[mode]} />
    </button>
  );
}
