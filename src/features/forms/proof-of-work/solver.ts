import 'altcha/external';

import type { AltchaWidgetElement } from 'altcha/external';

import { siteFetch } from '@/lib/fetch-client';

export type SolverState = 'checking' | 'done' | 'failed';

type Solution = { payload: string; expiresAt: number };

const CHALLENGE_URL = '/api/proof-of-work/';

/** A solution this close to its challenge's expiry is solved again before it is sent. */
const EXPIRY_MARGIN_MS = 60_000;

// The package's prebuilt worker, copied among the static files, as the policy allows no `blob:`
// worker. Its URL is made apart from `new Worker()`, or the bundler would wrap it in a chunk
// loader, which the static files' policy (`default-src 'none'`) refuses.
const workerUrl = new URL('altcha/workers/pbkdf2', import.meta.url);

/** Without it a challenge that never came would keep every later submission waiting WAIT_MS. */
const CHALLENGE_TIMEOUT_MS = 10_000;

function configureAltcha() {
  if (!$altcha.algorithms.has('PBKDF2/SHA-256')) {
    $altcha.algorithms.set('PBKDF2/SHA-256', () => new Worker(workerUrl.href));
  }
  $altcha.defaults.set('fetch', (input, init) =>
    siteFetch(input, { ...init, timeoutMs: CHALLENGE_TIMEOUT_MS }),
  );
}

/** What a submission waits for a solution still under way, before it is sent without one. */
const WAIT_MS = 5_000;

const noSolutionWithin = (ms: number) =>
  new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

function announcerFor(form: HTMLFormElement) {
  const status = form.querySelector<HTMLElement>('[data-proof-of-work]');
  return (state: SolverState) => {
    if (status) status.textContent = status.dataset[state] ?? '';
  };
}

/** Out of sight: the visitor has nothing to do, and the status line tells screen readers. */
async function createSolver(form: HTMLFormElement) {
  const announce = announcerFor(form);
  configureAltcha();
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

export async function start(form: HTMLFormElement): Promise<void> {
  (await solverOf(form)).start();
}

/** A payload for one submission, after at most WAIT_MS; the form is sent with or without one. */
export async function take(form: HTMLFormElement): Promise<string | undefined> {
  return (await solverOf(form)).take();
}
