'use client';

import { useRef, useState } from 'react';

import type { Solver, SolverState } from './solver';

/** What a submission waits for a solution still under way, before it is sent without one. */
const WAIT_AT_SUBMISSION_MS = 5_000;

/**
 * The proof of work of one form. Its code (ALTCHA's widget and worker) loads when the visitor
 * first moves into the form, not with the page, and starts solving then; a submission takes the
 * solution. Should anything fail, the form is sent without one and its lead marked unverified.
 */
export function useProofOfWork() {
  const [state, setState] = useState<SolverState | 'idle'>('idle');
  const solver = useRef<Promise<Solver | undefined> | null>(null);

  function loaded() {
    solver.current ??= import('./solver')
      .then((module) => module.createSolver(setState))
      .catch(() => {
        setState('failed');
        // A failed load is tried again at the next focus.
        solver.current = null;
        return undefined;
      });
    return solver.current;
  }

  return {
    state,
    start() {
      void loaded().then((loadedSolver) => loadedSolver?.start());
    },
    async payload(): Promise<string | undefined> {
      return (await loaded())?.take(WAIT_AT_SUBMISSION_MS);
    },
  };
}
