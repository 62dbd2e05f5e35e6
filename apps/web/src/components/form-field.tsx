import { type InputHTMLAttributes, useId } from 'react';

/** A labelled input with its hint and its error, wired for screen readers. */
export function FormField({ label, hint, error, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string; error?: string | null | undefined }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm ${error ? 'border-red-500' : 'border-slate-300'}`}
        {...input}
      />
      {hint ? <p id={hintId} className="text-xs text-slate-600">{hint}</p> : null}
      {error ? <p id={errorId} className="text-sm text-red-700">{error}</p> : null}
    </div>
  );
}
