import 'altcha/external';

import type { AltchaWidgetElement } from 'altcha/external';

export type SolverState = 'checking' | 'done' | 'failed';

type Solution = { payload: string; expiresAt: number };

const CHALLENGE_URL = '/api/proof-of-work/';

/** A solution this close to its challenge's expiry is solved again before it is sent. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * The package's prebuilt worker, one self-contained file that the build copies among the site's
 * static files: the page policy allows no `blob:` worker. Named apart from `new Worker()`, which
 * the bundler would otherwise wrap in a loader that imports its chunks, and the policy every
 * static file is served with (`default-src 'none'`) refuses that.
 */
const workerUrl = new URL('altcha/workers/pbkdf2', import.meta.url);

function registerWorker() {
  if (!$altcha.algorithms.has('PBKDF2/SHA-256')) {
    $altcha.algorithms.set('PBKDF2/SHA-256', () => new Worker(workerUrl.href));
  }
}

/** What a submission waits for a solution still under way, before it is sent without one. */
const WAIT_MS = 5_000;

const noSolutionWithin = (ms: number) =>
  new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

/** Writes what the solver is doing into the form's status line (`ProofOfWorkStatus`). */
function announcerFor(form: HTMLFormElement) {
  const status = form.querySelector<HTMLElement>('[data-proof-of-work]');
  return (state: SolverState) => {
    if (status) status.textContent = status.dataset[state] ?? '';
  };
}

/**
 * Solves the site's proof-of-work challenges for one form with ALTCHA's widget, kept out of
 * sight: there is nothing for the visitor to do, and the form says what happens for screen
 * readers. Each submission takes a solution of its own; a challenge is accepted once.
 */
async function createSolver(form: HTMLFormElement) {
  const announce = announcerFor(form);
  registerWorker();
  await customElements.whenDefined('altcha-widget');
  const holder = document.createElement('div');
  holder.hidden = true;
  const widget = document.createElement('altcha-widget') as AltchaWidgetElement;
  // Read as the widget connects; settings given to `configure()` before it has rendered are lost.
  widget.setAttribute('challenge', CHALLENGE_URL);
  widget.setAttribute(
    'configuration',
    JSON.stringify({
      auto: 'off',
      display: 'invisible',
      minDuration: 0,
      // Nothing about the visitor's pointer or scrolling is collected or sent.
      humanInteractionSignature: false,
      hideFooter: true,
      hideLogo: true,
    }),
  );
  holder.append(widget);
  document.body.append(holder);

  let current: Promise<Solution | null> | null = null;

  function solve(): Promise<Solution | null> {
    announce('checking');
    widget.reset();
    current = widget
      .verify()
      .then((result) => {
        if (!result?.payload) throw new Error('no solution');
        announce('done');
        const expiresAt = (result.challenge?.parameters.expiresAt ?? 0) * 1000;
        return { payload: result.payload, expiresAt };
      })
      .catch(() => {
        announce('failed');
        // The next focus or submission tries again.
        current = null;
        return null;
      });
    return current;
  }

  return {
    start() {
      if (!current) void solve();
    },
    async take(): Promise<string | undefined> {
      let solution = await Promise.race([current ?? solve(), noSolutionWithin(WAIT_MS)]);
      if (solution && solution.expiresAt - EXPIRY_MARGIN_MS < Date.now()) {
        solution = await Promise.race([solve(), noSolutionWithin(WAIT_MS)]);
      }
      current = null;
      return solution?.payload;
    },
  };
}

type Solver = Awaited<ReturnType<typeof createSolver>>;

const solvers = new WeakMap<HTMLFormElement, Promise<Solver>>();

function solverOf(form: HTMLFormElement): Promise<Solver> {
  let solver = solvers.get(form);
  if (!solver) {
    solver = createSolver(form);
    solvers.set(form, solver);
    // One that could not start is created anew next time.
    solver.catch(() => solvers.delete(form));
  }
  return solver;
}

/** Starts solving for `form`, unless a solution is under way or waiting to be sent. */
export async function start(form: HTMLFormElement): Promise<void> {
  (await solverOf(form)).start();
}

/**
 * The payload for one submission of `form`, waiting up to `WAIT_MS` for a solution under way;
 * none when the check failed or took longer. The form is sent either way.
 */
export async function take(form: HTMLFormElement): Promise<string | undefined> {
  return (await solverOf(form)).take();
}
