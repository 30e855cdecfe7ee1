/** A choice remembered in localStorage (view mode, sort order); bad or missing values fall back. */
import { useCallback, useState } from 'react';

function read<T extends string>(key: string, choices: readonly T[], fallback: T): T {
  try {
    const stored = localStorage.getItem(key);
    return choices.includes(stored as T) ? (stored as T) : fallback;
  } catch {
    // Storage can be disabled (private mode, policies): the choice then lasts for the visit.
    return fallback;
  }
}

export function useStoredChoice<T extends string>(
  key: string,
  choices: readonly T[],
  fallback: T,
): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => read(key, choices, fallback));
  const choose = useCallback(
    (next: T) => {
      setValue(next);
      try {
        localStorage.setItem(key, next);
      } catch {
        // See read(): not remembering is the only consequence.
      }
    },
    [key],
  );
  return [value, choose];
}
