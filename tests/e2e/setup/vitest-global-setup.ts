import type { TestProject } from 'vitest/node';

import { startServer } from './server';
import { ensureBuild } from '../../../scripts/lib/build.mjs';

declare module 'vitest' {
  // Declaration merging with Vitest's own type needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    baseURL: string;
    serverLog: string;
    blogOffBaseURL: string;
  }
}

export default async function setup(project: TestProject) {
  ensureBuild();
  const [site, blogOff] = await Promise.all([
    startServer('default', { ERROR_TEST_PAGES: 'true' }),
    // The same build with the show_blog flag switched off at run time.
    startServer('blog-off', { SHOW_BLOG: 'false' }, ['--reuse-build']),
  ]);
  project.provide('baseURL', site.baseURL);
  project.provide('serverLog', site.logFile);
  project.provide('blogOffBaseURL', blogOff.baseURL);

  return async () => {
    await Promise.all([site.stop(), blogOff.stop()]);
  };
}
