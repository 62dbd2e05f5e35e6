import { useCallback, useEffect, useRef } from 'react';

/**
 * A ref callback that calls `onVisible` when the element scrolls into view (inside `root`, default
 * the viewport). Used for 000 §9 "The next page is fetched when the 50th item of each batch appears."
 */
export function useWhenVisible(onVisible: () => void): (element: Element | null) => void {
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  }, [onVisible]);
  const observer = useRef<IntersectionObserver | null>(null);
  useEffect(() => () => observer.current?.disconnect(), []);
  return useCallback((element: Element | null) => {
    observer.current?.disconnect();
    if (!element || typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current();
    });
    observer.current.observe(element);
  }, []);
}
