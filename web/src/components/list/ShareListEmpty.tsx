/**
 * Nothing to list in a share list: either no shares at all (with the screen's way to make one) or
 * none matching the search. Texts and the action come in as props.
 */
import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState';

export interface ShareListEmptyProps {
  /** The search in force; empty when the list is not searched. */
  search: string;
  texts: {
    title: string;
    description: string;
    searchTitle: string;
    searchDescription: string;
  };
  /** Shown under an unsearched empty list: the way to make a first share. */
  action: ReactNode;
}

export function ShareListEmpty({ search, texts, action }: ShareListEmptyProps) {
  if (search) {
    return <EmptyState title={texts.searchTitle} description={texts.searchDescription} />;
  }
  return <EmptyState title={texts.title} description={texts.description} action={action} />;
}
