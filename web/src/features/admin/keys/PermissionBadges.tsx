/** A key's permissions as readable badges ("Mount: upload"), or "No permissions". */
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge';
import { permissionBadgeKeys } from './permissions';

export function PermissionBadges({ mask }: { mask: number }) {
  const { t } = useTranslation('admin');
  const keys = permissionBadgeKeys(mask);
  if (keys.length === 0) return <Badge>{t('keys.permissions.none')}</Badge>;
  return (
    <ul className="flex max-w-xs flex-wrap gap-1">
      {keys.map((key) => (
        <li key={key}>
          <Badge tone="info">{t(key)}</Badge>
        </li>
      ))}
    </ul>
  );
}
