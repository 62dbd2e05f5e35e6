import { isPhoneWidth, RESIZE_DEBOUNCE_MS } from '@app/domain';
import { useEffect, useState } from 'react';

/**
 * The window's width, following resizes and rotations with 000 §9's "Resize debounce is 300 ms":
 * a drag of the window edge re-renders once it settles, not on every pixel.
 */
export function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
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
  return width;
}

/** True while the window is phone-sized (000 §9 "Mobile breakpoint is 768px", inclusive). */
export function useIsPhone(): boolean {
  return isPhoneWidth(useViewportWidth());
}
