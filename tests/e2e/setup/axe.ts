import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { Page } from '@playwright/test';
import type AxeCore from 'axe-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export type AxeViolation = { id: string; nodes: string[] };

/**
 * Runs axe-core in the page against the WCAG 2.2 AA rules, on the whole document or only on the
 * element a selector names, and returns each violation with the elements it was found on.
 */
export async function axeViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol rather than added as a <script>: the page's
  // Content-Security-Policy rightly refuses inline scripts it does not know.
  await page.evaluate(axeSource);
  return page.evaluate(async (scope) => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const result = await axe.run(scope ?? document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, selector);
}
