/**
 * The trail from "Mounts" down to the folder shown. Levels above an API key's base path are shown
 * but not linked: the server would refuse them and the route guard would send the user back.
 */
import { canAccessPath } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { folderHref, pathTrail } from './explorerPath';
import { Glyph } from './Glyph';

export function ExplorerBreadcrumbs({ path, basicPath }: { path: string; basicPath: string }) {
  const { t } = useTranslation('explorer');
  const items = pathTrail(path).map((level, index) => ({
    label: index === 0 ? t('breadcrumbs.root') : level.name,
    to: canAccessPath(basicPath, level.path) ? folderHref(level.path) : undefined,
    icon: index === 0 ? <Glyph name="mount" className="h-4 w-4" /> : undefined,
  }));
  return <Breadcrumbs label={t('breadcrumbs.label')} items={items} />;
}
