/**
 * Names the tab after the share, by its title or else its slug ("my-notes · Text share -
 * CloudPaste"). Runs after the layout's route title (a deeper effect), and again whenever the
 * language or the name changes that title.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function useDocumentTitle(name: string) {
  const { t } = useTranslation('pasteView');
  const title = t('common:titles.format', { page: t('pageTitle', { slug: name }) });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
