import type { Locator, Page, Response } from '@playwright/test';

/** The editing interface's request that writes entries: a save, a creation, a deletion. */
const isWrite = (response: Response) =>
  response.request().method() === 'POST' && response.url().endsWith('/api/keystatic/update');

/** Clicks `button`, the form's Save unless another is named, and returns the write's answer. */
export async function writeEntry(page: Page, button?: Locator): Promise<Response> {
  const answer = page.waitForResponse(isWrite);
  await (button ?? page.getByRole('button', { name: 'Save', exact: true })).click();
  return answer;
}
