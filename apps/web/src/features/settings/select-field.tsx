import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';

/** A labelled select with its hint and error, like `FormField` for inputs. */
export function SelectField({ label, hint, error, children, ...select }: SelectHTMLAttributes<HTMLSelectElement> & { label: string; hint?: string; error?: string | null; children: ReactNode }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">{label}</label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm ${error ? 'border-red-500' : 'border-slate-300'}`}
        {...select}
      >
        {children}
      </select>
      {hint ? <p id={`${id}-hint`} className="text-xs text-slate-600">{hint}</p> : null}
      {error ? <p id={`${id}-error`} className="text-sm text-red-700">{error}</p> : null}
    </div>
  );
}
