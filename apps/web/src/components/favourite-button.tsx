import { Link } from 'react-router';

export interface FavouriteButtonProps {
  /** What the control does, with what it saves: "Add Lucía to favourites" / "Remove Lucía from favourites". */
  readonly label: string;
  readonly isFavor: boolean;
  readonly busy?: boolean;
  readonly onToggle: () => void;
  /** A visitor's sign-in link (with the way back): the heart becomes that link. Null when signed in. */
  readonly signIn: string | null;
  /** The tooltip: what a visitor needs to do, or the count in words. */
  readonly title: string;
  /** A visible count beside the heart (a teacher's favourite count). */
  readonly count?: number;
  readonly className?: string;
}

/** The heart that saves a teacher or a topic: a toggle button when signed in, a sign-in link for visitors. */
export function FavouriteButton({ label, isFavor, busy = false, onToggle, signIn, title, count, className = '' }: FavouriteButtonProps) {
  const heart = (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`h-5 w-5 ${isFavor ? 'fill-rose-600 stroke-rose-600' : 'fill-none stroke-slate-600'}`}
      strokeWidth="2"
    >
      <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.6 4.5c2.1 0 3.6 1.2 5.4 3.2 1.8-2 3.3-3.2 5.4-3.2 3.6 0 5.7 3.9 4.2 7.3C19.5 16.4 12 21 12 21z" />
    </svg>
  );
  // A visible count is part of the accessible name (axe label-content-name-mismatch). Without one the
  // name is an aria-label, so the control's own text holds no title a teacher wrote.
  const content =
    count === undefined ? (
      heart
    ) : (
      <>
        {heart}
        <span className="sr-only">{label}: </span>
        <span data-testid="favourite-count" className="text-sm tabular-nums text-slate-700">
          {count}
        </span>
      </>
    );
  const name = count === undefined ? { 'aria-label': label } : {};
  const cls = `inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-2 hover:bg-slate-100 ${className}`;
  if (signIn !== null) {
    return (
      <Link to={signIn} className={cls} title={title} {...name}>
        {content}
      </Link>
    );
  }
  return (
    <button type="button" className={cls} aria-pressed={isFavor} disabled={busy} onClick={onToggle} title={title} {...name}>
      {content}
    </button>
  );
}
