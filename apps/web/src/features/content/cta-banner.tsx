import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button';

/** A marketing call to action: a heading and one button-like link to a page of this site. */
export function CtaBanner({ title, button, to }: { title: string; button: string; to: string }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl bg-brand-700 px-6 py-8 text-white sm:flex sm:items-center sm:justify-between sm:gap-6"
    >
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <Link to={to} className={`${buttonClass({ variant: 'secondary', size: 'lg' })} mt-4 shrink-0 sm:mt-0`} data-testid="cta-link">
        {button}
      </Link>
    </section>
  );
}
