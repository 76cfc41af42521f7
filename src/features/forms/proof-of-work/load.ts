'use client';

// ALTCHA's widget and worker load at the first move into a form, not with the page, and start
// solving then; should anything fail, the form is sent without a solution, its lead unverified.
const solver = () => import('./solver');

/** The visitor moved into `form`: its proof of work starts, unless one is under way or ready. */
export function startProofOfWork(form: HTMLFormElement): void {
  solver()
    .then((module) => module.start(form))
    .catch(() => {
      // Not loaded (offline, a new deployment): the next focus tries again, the form still sends.
    });
}

export async function proofOfWorkPayload(form: HTMLFormElement): Promise<string | undefined> {
  try {
    return await (await solver()).take(form);
  } catch {
    return undefined;
  }
}
