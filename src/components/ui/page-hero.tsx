import type { ReactNode } from 'react';

type Props = {
  eyebrow?: ReactNode;
  title: string;
  intro?: ReactNode;
  breadcrumbs?: ReactNode;
  aside?: ReactNode;
  children?: ReactNode;
};

/** The opening of every page: its one h1 and an introduction. */
export function PageHero({ eyebrow, title, intro, breadcrumbs, aside, children }: Props) {
  return (
    <section className="border-b border-line">
      <div
        className={`mx-auto grid max-w-6xl gap-10 px-4 pt-10 pb-14 sm:px-6 md:pt-16 md:pb-20 ${aside ? 'md:grid-cols-[1.4fr_1fr] md:items-center' : ''}`}
      >
        <div>
          {breadcrumbs}
          {eyebrow ? (
            <p className="mt-6 text-sm font-semibold tracking-wide text-brand uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="mt-3 max-w-4xl text-4xl font-bold tracking-tight text-balance md:text-6xl">
            {title}
          </h1>
          {intro ? (
            <div className="mt-6 max-w-2xl text-lg text-muted md:text-xl">{intro}</div>
          ) : null}
          {children}
        </div>
        {aside}
      </div>
    </section>
  );
}
