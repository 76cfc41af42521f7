'use client';

/**
 * The proof of work of the forms. Its code (ALTCHA's widget and worker) loads when the visitor
 * first moves into a form, not with the page, and starts solving then; a submission takes the
 * solution. Should anything fail, the form is sent without one and its lead marked unverified.
 * Only these two calls are in the page's scripts.
 */
const solver = () => import('./solver');

/** The visitor moved into `form`: its proof of work starts, unless one is under way or ready. */
export function startProofOfWork(form: HTMLFormElement): void {
  solver()
    .then((module) => module.start(form))
    .catch(() => {
      // Not loaded (offline, a new deployment): the next focus tries again, the form still sends.
    });
}

/** The proof of work for one submission of `form`, or none when it could not be had in time. */
export async function proofOfWorkPayload(form: HTMLFormElement): Promise<string | undefined> {
  try {
    return await (await solver()).take(form);
  } catch {
    return undefined;
  }
}
