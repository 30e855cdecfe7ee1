/**
 * The ticket a folder share's (or a file request's: `kind`) password bought, kept for this tab
 * (sessionStorage) until it runs out, so a reload or a folder opened in place does not ask again.
 */
import type { FolderShareTicket } from '@cloudpaste/contracts';
import { useCallback, useState } from 'react';

const keyOf = (slug: string, kind: string) => `cloudpaste.${kind}.${slug}`;

function stored(slug: string, kind: string): string | undefined {
  try {
    const kept = JSON.parse(
      sessionStorage.getItem(keyOf(slug, kind)) ?? 'null',
    ) as FolderShareTicket | null;
    return kept && Date.parse(kept.expires_at) > Date.now() ? kept.ticket : undefined;
  } catch {
    return undefined;
  }
}

export function useShareTicket(
  slug: string,
  kind = 'folderShareTicket',
): [string | undefined, (ticket: FolderShareTicket) => void] {
  const [ticket, setTicket] = useState(() => stored(slug, kind));
  const keep = useCallback(
    (bought: FolderShareTicket) => {
      try {
        sessionStorage.setItem(keyOf(slug, kind), JSON.stringify(bought));
      } catch {
        // Private mode without storage: the ticket lives as long as the page.
      }
      setTicket(bought.ticket);
    },
    [slug, kind],
  );
  return [ticket, keep];
}
