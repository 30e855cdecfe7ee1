/** The status of one share as a coloured badge: active, expired or used up. */
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from './Badge';
import type { PasteStatus } from './pasteStatus';

const TONES: Record<PasteStatus, BadgeTone> = {
  active: 'success',
  expired: 'danger',
  usedUp: 'warning',
};

export function StatusBadge({ status }: { status: PasteStatus }) {
  const { t } = useTranslation('textManagement');
  return (
    <span data-testid="paste-status" data-status={status}>
      <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>
    </span>
  );
}
