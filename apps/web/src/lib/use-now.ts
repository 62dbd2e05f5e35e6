import { useEffect, useState } from 'react';

/**
 * The current instant, re-read every `intervalMs`, so views that depend on time (join opens 10 min
 * before start, drop closes 24 h before) change on their own while the page stays open. Rules get
 * this `now` as an argument; nothing below a page reads the clock.
 */
export function useNow(intervalMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, intervalMs);
    return () => {
      clearInterval(timer);
    };
  }, [intervalMs]);
  return now;
}
