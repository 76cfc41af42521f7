import { spawnSync } from 'node:child_process';
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';

import { genericSentences, topics } from './synthetic-post-texts.mjs';
import { commonRoot, NEXT_BIN, NEXT_BUILD_ARGS, projectRoot } from '../../scripts/lib/build.mjs';
import { freePort, startServer } from '../../tests/support/server.mjs';

/**
 * The pages the bench measures the site against: a bare Next.js App Router page with a few lines
 * of text (what the framework alone costs), a second page of the same app as long as the site's
 * pages (the framework and that much text), and the short page as plain HTML (what the network
 * and the browser alone cost). None has a stylesheet or a web font.
 *
 * @typedef {{ baseURL: string, stop: () => Promise<void> }} ReferenceSite
 */

const TEXT = {
  title: 'Software for growing companies',
  description: 'We plan, build and run web applications for small and medium-sized companies.',
  heading: 'Software that grows with your company',
  paragraphs: [
    'We plan, build and run web applications for companies that have outgrown spreadsheets and ' +
      'off-the-shelf tools. A small team takes your project from the first workshop to production.',
    'Our clients range from logistics to healthcare. We write software that is easy to change, ' +
      'measure what matters, and stay on call after the launch, so your team can rely on it.',
  ],
  // Pages that exist in both references: the Next page prefetches its links, and a 404 answer
  // to a prefetch is a console error that would cost it the best-practices score.
  links: /** @type {[slug: string, text: string][]} */ ([
    ['services', 'Our services'],
    ['case-studies', 'Case studies'],
    ['blog', 'Blog'],
    ['pricing', 'Pricing'],
    ['contact', 'Contact us'],
  ]),
};

/** Where the bare Next app serves its long page. */
const LONG_PATH = '/long';
/** The long page's paragraphs: with them its text is as long as a page of the site's. */
const LONG_PARAGRAPHS = 80;

/**
 * The long page's paragraphs: the short page's two, then two sentences each from the synthetic
 * blog posts' English. Each paragraph is another pair of sentences, so that compression does not
 * shrink the page below what as much real text weighs.
 */
function longParagraphs() {
  const sentences = [
    ...genericSentences,
    ...Object.values(topics).flatMap((topic) => topic.sentences),
  ].map((sentence) => sentence.en);
  const added = Array.from(
    { length: LONG_PARAGRAPHS - TEXT.paragraphs.length },
    (_, index) =>
      `${sentences[(2 * index) % sentences.length]} ${sentences[(2 * index + 1) % sentences.length]}`,
  );
  return [...TEXT.paragraphs, ...added];
}

/** The bare Next app's sources, by path. */
function bareNextFiles(/** @type {string} */ root) {
  const links = TEXT.links
    .map(([slug, text]) => `        <Link href="/${slug}">${text}</Link>`)
    .join('\n');
  return {
    'package.json': '{ "private": true }\n',
    // Turbopack compiles nothing outside its root, and node_modules links to the project's.
    'next.config.mjs': `const root = ${JSON.stringify(root)};\nexport default { turbopack: { root }, outputFileTracingRoot: root };\n`,
    // The metadata gives the page what SEO needs, as the plain page has it; the empty icon keeps
    // Chromium from asking for /favicon.ico, a 404 that best practices counts as a console error.
    'app/layout.tsx': `import type { ReactNode } from 'react';

export const metadata = ${JSON.stringify({ title: TEXT.title, description: TEXT.description, icons: { icon: 'data:,' } })};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
    'app/page.tsx': `import Link from 'next/link';

export default function Page() {
  return (
    <main>
      <h1>${TEXT.heading}</h1>
${TEXT.paragraphs.map((text) => `      <p>${text}</p>`).join('\n')}
      <nav>
${links}
      </nav>
    </main>
  );
}
`,
    // The same heading, layout and links as the short page, with as much text as the site's.
    [`app${LONG_PATH}/page.tsx`]: `import Link from 'next/link';

const PARAGRAPHS: string[] = ${JSON.stringify(longParagraphs(), null, 2)};

export default function LongPage() {
  return (
    <main>
      <h1>${TEXT.heading}</h1>
      {PARAGRAPHS.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
      <nav>
${links}
      </nav>
    </main>
  );
}
`,
    'app/[slug]/page.tsx': `export { default } from '../page';

export const dynamicParams = false;
export function generateStaticParams() {
  return ${JSON.stringify(TEXT.links.map(([slug]) => ({ slug })))};
}
`,
  };
}

/**
 * Builds the bare Next.js app, its short page at `/` and its long one at `longPath`, in a
 * temporary folder with the project's own next, react and react-dom (node_modules is a link to
 * the project's) and the site's bundler, then serves it with `next start`. Its build's log goes
 * to `logFile`, the server's next to it.
 *
 * @param {{ logFile: string }} options
 * @returns {Promise<ReferenceSite & { buildSeconds: number, longPath: string }>}
 */
export async function startBareNextPage({ logFile }) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-bare-next-'));
  try {
    const nodeModules = join(dir, 'node_modules');
    symlinkSync(realpathSync(join(projectRoot, 'node_modules')), nodeModules);
    for (const [path, text] of Object.entries(bareNextFiles(commonRoot(dir, nodeModules)))) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    mkdirSync(dirname(logFile), { recursive: true });
    const log = openSync(logFile, 'w');
    const started = performance.now();
    const build = spawnSync(process.execPath, [NEXT_BIN, ...NEXT_BUILD_ARGS], {
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    if (build.status !== 0) throw new Error(`the bare Next app did not build; see ${logFile}`);
    const buildSeconds = (performance.now() - started) / 1000;
    const server = await startServer({
      command: [process.execPath, NEXT_BIN, 'start', '--hostname', '127.0.0.1'],
      cwd: dir,
      env: { NEXT_TELEMETRY_DISABLED: '1' },
      logFile: logFile.replace(/(\.log)?$/, '-server.log'),
    });
    return {
      baseURL: server.baseURL,
      buildSeconds,
      longPath: LONG_PATH,
      stop: async () => {
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** The same page as plain HTML. */
function plainHtml() {
  const escape = (/** @type {string} */ text) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(TEXT.title)}</title>
<meta name="description" content="${escape(TEXT.description)}">
<link rel="icon" href="data:,">
</head>
<body>
<main>
<h1>${escape(TEXT.heading)}</h1>
${TEXT.paragraphs.map((text) => `<p>${escape(text)}</p>`).join('\n')}
<nav>
${TEXT.links.map(([slug, text]) => `<a href="/${slug}">${escape(text)}</a>`).join('\n')}
</nav>
</main>
</body>
</html>
`;
}

/**
 * Serves the plain HTML page from memory with node:http, gzip-compressed as a web server would,
 * at `/` and at its links' paths.
 *
 * @returns {Promise<ReferenceSite>}
 */
export async function startPlainHtmlPage() {
  const body = Buffer.from(plainHtml());
  const gzipped = gzipSync(body);
  const paths = new Set(['/', ...TEXT.links.map(([slug]) => `/${slug}`)]);
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (!paths.has(path)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(gzip ? gzipped : body);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return {
    baseURL: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
