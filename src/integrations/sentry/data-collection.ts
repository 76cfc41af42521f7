import type { BrowserOptions } from '@sentry/nextjs';

/**
 * What error reports may carry, browser and server alike. Since SDK 11 `dataCollection` replaces
 * `sendDefaultPii`, and leaving it out collects more (IP, cookies, headers, bodies), so every
 * personal category is off: left are the error, its stack, the page's path and the user agent.
 */
export const dataCollection = {
  userInfo: false,
  cookies: false,
  httpHeaders: { allow: ['user-agent'] },
  httpBodies: [],
  urlQueryParams: false,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
} satisfies BrowserOptions['dataCollection'];
