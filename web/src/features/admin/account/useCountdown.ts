/** A once-a-second countdown that calls `onDone` when it reaches zero (the logout countdown). */
import { useEffect, useRef, useState } from 'react';

export function useCountdown(onDone: () => void) {
  const [remaining, setRemaining] = useState<number | null>(null);
  // The latest callback, without restarting the timer each time the caller re-renders.
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  useEffect(() => {
    if (remaining === null) return;
    if (remaining <= 0) {
      onDoneRef.current();
      return;
    }
    const timer = setTimeout(() => setRemaining((r) => (r === null ? r : r - 1)), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  return {
    remaining,
    isRunning: remaining !== null,
    start: (seconds: number) => setRemaining(seconds),
  };
}
