/**
 * Names the tab after the share ("my-notes · Text share - CloudPaste"). Runs after the layout's
 * route title (a deeper effect), and again whenever the language changes that title.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function useDocumentTitle(slug: string) {
  const { t } = useTranslation('pasteView');
  const title = t('common:titles.format', { page: t('pageTitle', { slug }) });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
