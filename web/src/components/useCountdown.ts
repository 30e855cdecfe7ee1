/**
 * A once-a-second countdown from `seconds` that calls `onDone` at zero (the share link
 * shown after saving, the way home after a delete).
 */
import { useEffect, useRef, useState } from 'react';

export function useCountdown(seconds: number, onDone: () => void): number {
  const [remaining, setRemaining] = useState(seconds);
  // The latest callback, without restarting the timer each time the caller re-renders.
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  useEffect(() => {
    if (remaining <= 0) {
      onDoneRef.current();
      return;
    }
    const timer = setTimeout(() => setRemaining((r) => r - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  return remaining;
}
