import type { BrowserOptions } from '@sentry/nextjs';

/** Since SDK 11, leaving this out collects IP, cookies, headers and bodies; each is turned off. */
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
