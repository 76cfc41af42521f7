import type { SolverState } from './solver';

export type ProofOfWorkTexts = Record<SolverState, string>;

/** For screen readers only, as the check asks nothing of anyone. */
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
