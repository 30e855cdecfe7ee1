/** Site footer with the copyright year. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation('common');
  // Read once per mount: the clock is not render input, and the year changes rarely enough.
  const [year] = useState(() => new Date().getFullYear());
  return (
    <footer className="border-t border-gray-200 py-4 text-center text-xs text-gray-500 dark:border-gray-800 dark:text-gray-400">
      {t('footer.copyright', { year })}
    </footer>
  );
}
