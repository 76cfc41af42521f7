import type { SolverState } from './solver';

export type ProofOfWorkTexts = Record<SolverState, string>;

/**
 * Where the proof of work says what it is doing, for screen readers only, as the check asks
 * nothing of anyone; empty until the solver writes one of `texts` into it.
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
