import type { BrowserContext, Page } from '@playwright/test';

/**
 * Every Content-Security-Policy violation in the context's pages, or in one page, as Chromium
 * reports them on the console ("Executing inline script violates the following Content Security
 * Policy…", "Loading the script … violates …"). Read the array at the end of a test.
 */
export function recordCspViolations(target: BrowserContext | Page): string[] {
  const violations: string[] = [];
  (target as BrowserContext).on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** The directives of a policy header, each with its sources. */
export function parsePolicy(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}
