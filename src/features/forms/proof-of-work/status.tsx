'use client';

import type { SolverState } from './solver';

export type ProofOfWorkTexts = Record<SolverState, string>;

/**
 * What the proof of work is doing, for screen readers: the check runs by itself and asks
 * nothing of anyone, so it has no place on the screen.
 */
export function ProofOfWorkStatus({
  state,
  texts,
}: {
  state: SolverState | 'idle';
  texts: ProofOfWorkTexts;
}) {
  return (
    <p role="status" className="sr-only">
      {state === 'idle' ? '' : texts[state]}
    </p>
  );
}
