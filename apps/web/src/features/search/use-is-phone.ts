import { useSyncExternalStore } from 'react';

/** 000 §9 / 001 §2.1: phones are up to 768 px wide (inclusive); they get full-screen filter modals. */
export const PHONE_MAX_WIDTH_PX = 768;
const PHONE_QUERY = `(max-width: ${PHONE_MAX_WIDTH_PX}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !('matchMedia' in window)) return () => undefined;
  const list = window.matchMedia(PHONE_QUERY);
  list.addEventListener('change', onChange);
  return () => { list.removeEventListener('change', onChange); };
}

function isPhone(): boolean {
  return typeof window !== 'undefined' && 'matchMedia' in window && window.matchMedia(PHONE_QUERY).matches;
}

/** True while the window is phone-sized; follows resizes and rotations. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
