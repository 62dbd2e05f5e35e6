import { isPhoneWidth, RESIZE_DEBOUNCE_MS } from '@app/domain';
import { useEffect, useState } from 'react';
import { useRenderSnapshot } from './render-snapshot';

/**
 * The window's width, following resizes and rotations with 000 §9's "Resize debounce is 300 ms":
 * a drag of the window edge re-renders once it settles, not on every pixel.
 */
export function useViewportWidth(): number {
  // A server-rendered page starts at the width the server guessed, then reads the window's.
  const snapshot = useRenderSnapshot();
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 0 : window.innerWidth));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        setWidth(window.innerWidth);
      }, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return snapshot?.viewportWidth ?? width;
}

/** True while the window is phone-sized (000 §9 "Mobile breakpoint is 768px", inclusive). */
export function useIsPhone(): boolean {
  return isPhoneWidth(useViewportWidth());
}
