import { useEffect, useState } from 'react';
import { useRenderSnapshot } from './render-snapshot';

/**
 * The current instant, re-read every `intervalMs`, so views that depend on time (join opens 10 min
 * before start, drop closes 24 h before) change on their own while the page stays open. Rules get
 * this `now` as an argument; nothing below a page reads the clock. A server-rendered page starts at
 * the server's instant (so hydration matches its HTML) and moves to the browser's clock at once.
 */
export function useNow(intervalMs = 15_000): number {
  const snapshot = useRenderSnapshot();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, intervalMs);
    return () => {
      clearInterval(timer);
    };
  }, [intervalMs]);
  return snapshot?.now ?? now;
}
