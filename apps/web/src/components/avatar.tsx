import { useState } from 'react';

const SIZES = {
  xs: 'h-6 w-6 text-[10px]',
  sm: 'h-8 w-8 text-xs',
  md: 'h-12 w-12 text-sm',
  lg: 'h-20 w-20 text-xl',
  xl: 'h-28 w-28 text-2xl',
} as const;

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase();
}

/** A person's picture (`avatar_file_name` is a path on our server), or their initials when there is none. */
export function Avatar({
  src,
  name,
  size = 'md',
  className = '',
}: {
  src: string | null | undefined;
  name: string;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const box = `${SIZES[size]} shrink-0 rounded-full ${className}`;
  if (src && !failed) {
    return (
      <img
        src={src}
        alt={name}
        className={`${box} bg-slate-200 object-cover`}
        loading="lazy"
        onError={() => {
          setFailed(true);
        }}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={name}
      className={`${box} inline-flex items-center justify-center bg-brand-100 font-semibold text-brand-800`}
    >
      {initialsOf(name)}
    </span>
  );
}
