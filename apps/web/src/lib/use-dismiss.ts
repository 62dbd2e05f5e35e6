import { type RefObject, useEffect, useEffectEvent } from 'react';

export type DismissReason = 'outside' | 'escape';

/**
 * While `active`, a pointer going down outside `ref` or the Escape key calls `onDismiss`: the one
 * close behaviour of our menus and dropdowns (native dialogs close themselves).
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, active: boolean, onDismiss: (reason: DismissReason) => void): void {
  // An effect event: a new closure each render does not re-subscribe the listeners.
  const dismiss = useEffectEvent(onDismiss);
  useEffect(() => {
    if (!active) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) dismiss('outside');
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss('escape');
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, active]);
}
