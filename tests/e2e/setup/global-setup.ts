import { startServer } from './server';
import { ensureBuild } from '../../../scripts/lib/build.mjs';

/**
 * Builds the site unless the build is current, then starts the production server most tests
 * share and a second one with the blog switched off. Their addresses reach the tests through
 * the environment (see `./env`): the workers start after this and inherit it. The function
 * returned stops both servers when the run ends.
 */
export default async function globalSetup() {
  ensureBuild();
  const [site, blogOff] = await Promise.all([
    startServer('default', { ERROR_TEST_PAGES: 'true' }),
    // The same build with the show_blog flag switched off at run time.
    startServer('blog-off', { SHOW_BLOG: 'false' }, ['--reuse-build']),
  ]);
  process.env.E2E_BASE_URL = site.baseURL;
  process.env.E2E_SERVER_LOG = site.logFile;
  process.env.E2E_BLOG_OFF_BASE_URL = blogOff.baseURL;

  return async () => {
    await Promise.all([site.stop(), blogOff.stop()]);
  };
}
