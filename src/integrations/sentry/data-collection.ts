import type { BrowserOptions } from '@sentry/nextjs';

/**
 * What error reports may carry, for the browser and the server alike. Since SDK 11 the
 * `dataCollection` option replaces `sendDefaultPii`, and leaving it out collects more, not less
 * (IP addresses, cookies, headers, request bodies, local variables): so every personal category
 * is switched off here, which is what `sendDefaultPii: false` meant before. What remains is the
 * error, its stack, the page's path and the browser's user agent.
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
