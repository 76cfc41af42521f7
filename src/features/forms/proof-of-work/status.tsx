import type { SolverState } from './solver';

export type ProofOfWorkTexts = Record<SolverState, string>;

/**
 * Where the proof of work says what it is doing, for screen readers: the check runs by itself
 * and asks nothing of anyone, so it has no place on the screen. Empty until the solver, loaded
 * with the first focus in the form, writes one of `texts` into it.
 */
export function ProofOfWorkStatus({ texts }: { texts: ProofOfWorkTexts }) {
  return (
    <p
      role="status"
      className="sr-only"
      data-proof-of-work=""
      data-checking={texts.checking}
      data-done={texts.done}
      data-failed={texts.failed}
    />
  );
}
