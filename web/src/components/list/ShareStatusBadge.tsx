/** The status of one share as a coloured badge: active, expired or used up. */
import type { ShareStatus } from '../../lib/shareStatus';
import { Badge, type BadgeTone } from '../Badge';

const TONES: Record<ShareStatus, BadgeTone> = {
  active: 'success',
  expired: 'danger',
  usedUp: 'warning',
};

export interface ShareStatusBadgeProps {
  status: ShareStatus;
  /** The status in words. */
  label: string;
  testId?: string;
}

export function ShareStatusBadge({ status, label, testId }: ShareStatusBadgeProps) {
  return (
    <span data-testid={testId} data-status={status}>
      <Badge tone={TONES[status]}>{label}</Badge>
    </span>
  );
}
