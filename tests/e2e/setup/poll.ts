import { expect } from '@playwright/test';

/**
 * Polls `find` the web-first way (`expect.poll`, with the configured expect timeout unless one
 * is given) until it returns something, and returns that: for what a local service receives.
 */
export async function eventually<T>(
  find: () => T | undefined | null | false,
  message: string,
  timeout?: number,
): Promise<T> {
  let value: T | undefined | null | false;
  await expect
    .poll(() => (value = find()), timeout === undefined ? { message } : { message, timeout })
    .toBeTruthy();
  return value as T;
}
