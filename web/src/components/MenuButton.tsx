/**
 * A button that opens a menu of actions under itself (ContextMenu: arrow keys, Enter, Escape), as
 * the share view's "Copy as" and "Export".
 */
import { useState } from 'react';
import { Button } from './Button';
import { ContextMenu, type ContextMenuItem } from './ContextMenu';

export interface MenuButtonProps {
  label: string;
  items: ContextMenuItem[];
  busy?: boolean;
  'data-testid'?: string;
}

export function MenuButton({ label, items, busy = false, ...rest }: MenuButtonProps) {
  const [at, setAt] = useState<{ x: number; y: number }>();
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-haspopup="menu"
        aria-expanded={at !== undefined}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          setAt({ x: box.left, y: box.bottom + 4 });
        }}
        data-testid={rest['data-testid']}
      >
        {label}
      </Button>
      {at && (
        <ContextMenu
          label={label}
          x={at.x}
          y={at.y}
          onClose={() => setAt(undefined)}
          items={items}
        />
      )}
    </>
  );
}
