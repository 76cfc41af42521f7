import type { ReactNode } from 'react';

import { DriftingBoat } from './drifting-boat';

type Props = {
  eyebrow: string;
  title: string;
  message: string;
  imageAlt: string;
  signOff: string;
  actions: ReactNode;
};

export function ErrorView({ eyebrow, title, message, imageAlt, signOff, actions }: Props) {
  return (
    <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 md:py-24">
      <div>
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance md:text-5xl">{title}</h1>
        <p className="mt-6 max-w-xl text-lg text-muted">{message}</p>
        <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
        <p className="mt-10 whitespace-pre-line text-muted italic">{signOff}</p>
      </div>
      <DriftingBoat label={imageAlt} />
    </section>
  );
}
