import type { ButtonHTMLAttributes, ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANT: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-slate-300 disabled:text-slate-600',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 disabled:text-slate-500',
  ghost: 'text-brand-700 hover:bg-brand-50 disabled:text-slate-500',
  danger: 'border border-red-300 bg-white text-red-700 hover:bg-red-50 disabled:text-slate-500',
};
const SIZE: Record<ButtonSize, string> = { sm: 'px-3 py-1.5 text-sm', md: 'px-4 py-2 text-sm', lg: 'px-5 py-3 text-base' };

/** The class names of a button, for links that look like one. */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  full = false,
}: { variant?: ButtonVariant; size?: ButtonSize; full?: boolean } = {}): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed ${VARIANT[variant]} ${SIZE[size]} ${full ? 'w-full' : ''}`;
}

export function Button({
  variant,
  size,
  full,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  full?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type={type}
      className={`${buttonClass({ ...(variant ? { variant } : {}), ...(size ? { size } : {}), full: full ?? false })} ${className ?? ''}`}
      {...rest}
    >
      {children}
    </button>
  );
}
