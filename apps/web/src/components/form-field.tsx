import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

interface FieldText {
  label: string;
  hint?: string | undefined;
  error?: string | null | undefined;
}

const controlClass = (error: string | null | undefined) =>
  `block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm ${error ? 'border-red-500' : 'border-slate-300'}`;

/** Label, hint and error around one control, wired for screen readers (`control` gets the ids). */
function Field({
  label,
  hint,
  error,
  control,
}: FieldText & { control: (a11y: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {control({ id, ...(error ? { 'aria-invalid': true as const } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input with its hint and its error. */
export function FormField({ label, hint, error, ...input }: InputHTMLAttributes<HTMLInputElement> & FieldText) {
  return (
    <Field label={label} hint={hint} error={error} control={(a11y) => <input {...a11y} className={controlClass(error)} {...input} />} />
  );
}

/** A labelled select with its hint and its error. */
export function SelectField({
  label,
  hint,
  error,
  children,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & FieldText & { children: ReactNode }) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      control={(a11y) => (
        <select {...a11y} className={controlClass(error)} {...select}>
          {children}
        </select>
      )}
    />
  );
}

/** A labelled multi-line text box with its hint and its error. */
export function TextAreaField({ label, hint, error, ...textarea }: TextareaHTMLAttributes<HTMLTextAreaElement> & FieldText) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      control={(a11y) => <textarea {...a11y} className={controlClass(error)} {...textarea} />}
    />
  );
}
