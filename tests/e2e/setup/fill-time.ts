import type { Locator } from '@playwright/test';

import { expect } from './test';

/**
 * The server files a submission sent sooner than 3 s after its form was shown as spam
 * (`src/server/leads/spam.ts`); a person takes a little longer.
 */
const HUMAN_FILL_MS = 3_500;

/**
 * Resolves once a person could have filled in `form`: 3.5 s after the time in its hidden
 * `renderedAt` field, which the browser sets when React hydrates the form and the server
 * compares with its own clock. Without JavaScript the field is missing and nothing is timed.
 */
export async function humanFillTimePassed(form: Locator): Promise<void> {
  const field = form.locator('input[name="renderedAt"]');
  if ((await field.count()) === 0) return;
  const renderedAt = Number(await field.inputValue());
  await expect
    .poll(() => Date.now() - renderedAt, { intervals: [100], timeout: HUMAN_FILL_MS + 5_000 })
    .toBeGreaterThanOrEqual(HUMAN_FILL_MS);
}
