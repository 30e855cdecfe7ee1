/**
 * CodeMirror's own interface words (the search panel, go to line) in the app's language, given to
 * the editor as EditorState.phrases. Keys are CodeMirror's English phrases; values name editor.json.
 */
import type { TFunction } from 'i18next';

const PHRASE_KEYS: Record<string, string> = {
  Find: 'search.find',
  Replace: 'search.replace',
  next: 'search.next',
  previous: 'search.previous',
  all: 'search.all',
  'match case': 'search.matchCase',
  'by word': 'search.byWord',
  regexp: 'search.regexp',
  replace: 'search.replaceOne',
  'replace all': 'search.replaceAll',
  close: 'search.close',
  'current match': 'search.currentMatch',
  'on line': 'search.onLine',
  'replaced $ matches': 'search.replacedMatches',
  'replaced match on line $': 'search.replacedOnLine',
  'Go to line': 'search.goToLine',
  go: 'search.go',
};

export function editorPhrases(t: TFunction<'editor'>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(PHRASE_KEYS).map(([phrase, key]) => [phrase, t(key as 'search.find')]),
  );
}

/** For tests: every phrase this file translates. */
export const TRANSLATED_PHRASES = Object.keys(PHRASE_KEYS);
