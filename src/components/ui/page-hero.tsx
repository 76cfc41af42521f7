import type { ReactNode } from 'react';

type Props = {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
};

/** The opening of every page: its one h1 and an introduction. */
export function PageHero({ eyebrow, title, intro, children }: Props) {
  return (
    <section className="mx-auto max-w-6xl px-4 pt-16 pb-10 sm:px-6 md:pt-24">
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p>
      ) : null}
      <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance md:text-6xl">
        {title}
      </h1>
      {intro ? <p className="mt-6 max-w-2xl text-lg text-muted md:text-xl">{intro}</p> : null}
      {children}
    </section>
  );
}
