import type { ReactNode } from 'react';

/** The narrow centred card of the sign-in, sign-up and confirm pages. */
export function AccountCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">{title}</h1>
        {intro ? <p className="mt-1 text-slate-600">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
