/** The looks of the error pages' actions: the way home, and trying again. */
export const primaryButtonClass =
  'inline-flex min-h-11 items-center rounded-full bg-brand px-5 font-semibold text-on-brand hover:bg-brand-strong';
export const secondaryButtonClass =
  'inline-flex min-h-11 items-center rounded-full border border-line px-5 font-semibold hover:border-brand hover:text-brand';
