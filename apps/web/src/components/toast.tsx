import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
interface ToastItem {
  readonly id: number;
  readonly kind: ToastKind;
  readonly text: string;
}

/** How long a toast stays; long enough to read two lines. */
export const TOAST_DURATION_MS = 5000;

const ToastContext = createContext<((toast: { kind: ToastKind; text: string }) => void) | null>(null);

const STYLE: Record<ToastKind, string> = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  error: 'border-red-300 bg-red-50 text-red-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  info: 'border-slate-300 bg-white text-slate-900',
};

/** Short messages (the specs' toasts: "Copied successfully.", "This class has been canceled.") in a live region. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<readonly ToastItem[]>([]);
  const next = useRef(1);
  const show = useCallback(({ kind, text }: { kind: ToastKind; text: string }) => {
    const id = next.current++;
    setItems((list) => [...list.filter((item) => item.text !== text), { id, kind, text }]);
    setTimeout(() => {
      setItems((list) => list.filter((item) => item.id !== id));
    }, TOAST_DURATION_MS);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        className="pointer-events-none fixed inset-x-0 top-4 z-[1000] flex flex-col items-center gap-2 px-4"
        role="status"
        aria-live="polite"
      >
        {items.map((item) => (
          <div
            key={item.id}
            data-toast={item.kind}
            className={`pointer-events-auto max-w-md rounded-xl border px-4 py-3 text-sm font-medium shadow-lg ${STYLE[item.kind]}`}
          >
            {item.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): (toast: { kind: ToastKind; text: string }) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
