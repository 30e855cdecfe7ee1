/** Site footer with the copyright year and the link to the API reference. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Footer() {
  const { t } = useTranslation('common');
  // Read once per mount: the clock is not render input, and the year changes rarely enough.
  const [year] = useState(() => new Date().getFullYear());
  return (
    <footer className="border-t border-gray-200 py-4 text-center text-xs text-gray-500 dark:border-gray-800 dark:text-gray-400">
      <span>{t('footer.copyright', { year })}</span>
      <span aria-hidden="true"> · </span>
      <Link to="/api-docs" className="underline-offset-2 hover:underline">
        {t('footer.apiDocs')}
      </Link>
    </footer>
  );
}
