/**
 * The ticket a folder share's password bought, kept for this tab (sessionStorage) until it runs
 * out, so a reload or a folder opened in place does not ask again.
 */
import type { FolderShareTicket } from '@cloudpaste/contracts';
import { useCallback, useState } from 'react';

const keyOf = (slug: string) => `cloudpaste.folderShareTicket.${slug}`;

function stored(slug: string): string | undefined {
  try {
    const kept = JSON.parse(
      sessionStorage.getItem(keyOf(slug)) ?? 'null',
    ) as FolderShareTicket | null;
    return kept && Date.parse(kept.expires_at) > Date.now() ? kept.ticket : undefined;
  } catch {
    return undefined;
  }
}

export function useShareTicket(
  slug: string,
): [string | undefined, (ticket: FolderShareTicket) => void] {
  const [ticket, setTicket] = useState(() => stored(slug));
  const keep = useCallback(
    (bought: FolderShareTicket) => {
      try {
        sessionStorage.setItem(keyOf(slug), JSON.stringify(bought));
      } catch {
        // Private mode without storage: the ticket lives as long as the page.
      }
      setTicket(bought.ticket);
    },
    [slug],
  );
  return [ticket, keep];
}
