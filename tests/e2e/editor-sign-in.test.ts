import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { BrowserContext, Page } from '@playwright/test';
import { and, asc, eq, sql } from 'drizzle-orm';

import { axeViolations } from './setup/axe';
import { parsePolicy, recordCspViolations } from './setup/csp';
import { editorSessions } from './setup/editor-session';
import { copyCheckoutWithBuild, startCopiedSite } from './setup/editor-site';
import { startDatabase, type DatabaseFixture } from './setup/engines';
import { htmlProblems } from './setup/html';
import type { RunningServer } from './setup/server';
import { expect, HOOK_TIMEOUT, test } from './setup/test';
import deShared from '../../messages/de/shared.json' with { type: 'json' };
import enShared from '../../messages/en/shared.json' with { type: 'json' };
import { connect, type DatabaseHandle } from '../../src/server/db/connection';
import { editorAuditLog, editorSignInLinks, outboxEmails } from '../../src/server/db/schema';

/**
 * Editing on the production server behind sign-in (`EDITORS`): the sign-in by a link sent
 * through the outbox, in Chromium; the same answer for any address; links used, expired and
 * rate limited; the interface and its API refused without a session or from another origin;
 * signing out; the session cookie; the audit log. The server serves a copy of the checkout with
 * the current build, so that its saves never touch this one.
 */

test.describe.configure({ mode: 'serial' });

const texts = { en: enShared.editorSignIn, de: deShared.editorSignIn };
const editors = ['anna', 'ben', 'carla', 'dario', 'eva', 'fritz'].map(
  (name) => `${name}@example.ch`,
);
const [anna, ben, carla, dario, eva, fritz] = editors as [
  string,
  string,
  string,
  string,
  string,
  string,
];

let root: string;
let dataDir: string;
let database: DatabaseFixture;
let site: RunningServer;
let db: DatabaseHandle;

test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  database = await startDatabase('postgresql', 'editor-sign-in');
  root = copyCheckoutWithBuild('editor-sign-in');
  dataDir = mkdtempSync(join(tmpdir(), 'site-editor-sign-in-'));
  site = await startCopiedSite(root, 'editor-sign-in', {
    EDITORS: editors.join(', '),
    DATA_DIR: dataDir,
    DATABASE_URL: database.url as string,
    // The tests tell their clients apart by the address a proxy would name.
    TRUST_PROXY_HOPS: '1',
    OUTBOX_POLL_MS: '200',
  });
  db = await connect({ databaseUrl: database.url, dataDir });
});

test.afterAll(async () => {
  await db?.close();
  await site?.stop();
  await database?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Fills `{name}` placeholders the way next-intl does for plain arguments. */
const format = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

const { mailTo, signInLink, postForm, signInOverHttp, signedInBrowser } = editorSessions(() => ({
  baseURL: site.baseURL,
  dataDirs: [dataDir],
}));

/** Asks for a link on the sign-in page and waits for its answer. */
async function askForLink(page: Page, email: string, locale: 'en' | 'de' = 'en') {
  await page.goto(`${site.baseURL}/keystatic/sign-in/`);
  await page.getByLabel(texts[locale].emailLabel).fill(email);
  await page.getByRole('button', { name: texts[locale].submit }).click();
  await expect(page.getByRole('heading', { name: texts[locale].sentTitle })).toBeVisible();
}

const sessionCookieOf = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'editor-session');

/** A save as the editing interface sends it, of `files` (path and text). */
function saveBody(files: Record<string, string>) {
  return JSON.stringify({
    additions: Object.entries(files).map(([path, text]) => ({
      path,
      contents: Buffer.from(text).toString('base64url'),
    })),
    deletions: [],
  });
}

const teamFile = 'content/team/nadia-keller/index.yaml';
const readTeamFile = () => readFileSync(join(root, teamFile), 'utf8');

test('without EDITORS, production has no editing interface and no sign-in', async ({
  request,
  baseURL,
}) => {
  for (const path of ['/keystatic', '/keystatic/sign-in/', '/api/keystatic/tree']) {
    expect((await request.get(`${baseURL}${path}`, { maxRedirects: 0 })).status(), path).toBe(404);
  }
});

test('without a session, pages lead to the sign-in and the API changes nothing', async ({
  request,
}) => {
  const interfacePage = await request.get(`${site.baseURL}/keystatic/collection/blog`, {
    maxRedirects: 0,
  });
  expect(interfacePage.status()).toBe(307);
  expect(interfacePage.headers().location).toBe('/keystatic/sign-in/');

  const before = readTeamFile();
  const forged = `editor-session=${'A'.repeat(43)}`;
  for (const cookie of [undefined, forged]) {
    const headers = { 'no-cors': '1', ...(cookie ? { cookie } : {}) };
    const tree = await request.get(`${site.baseURL}/api/keystatic/tree`, { headers });
    expect(tree.status()).toBe(401);
    expect(await tree.text()).toBe(
      format(texts.en.status.signInNeeded, { url: '/keystatic/sign-in/' }),
    );
    const save = await request.post(`${site.baseURL}/api/keystatic/update`, {
      headers: { ...headers, 'content-type': 'application/json', origin: site.baseURL },
      data: saveBody({
        [teamFile]: 'name: Someone else\n',
        'content/blog/planted/index.yaml': 'label: Planted\n',
      }),
    });
    expect(save.status()).toBe(401);
  }
  expect(readTeamFile()).toBe(before);
  expect(existsSync(join(root, 'content/blog/planted'))).toBe(false);
});

test('the sign-in pages are valid HTML in every state, under a policy with a nonce', async () => {
  for (const path of [
    '/keystatic/sign-in/',
    '/keystatic/sign-in/?sent',
    '/keystatic/sign-in/?error=email',
    '/keystatic/sign-in/?error=rate-limited&wait=600',
    '/keystatic/sign-in/confirm/?token=not-a-token',
    '/keystatic/sign-out/',
  ]) {
    const page = await fetch(`${site.baseURL}${path}`);
    expect(page.status, path).toBe(200);
    expect(await htmlProblems(await page.text()), path).toEqual([]);
    // Rendered per request: the pages' own policy with a nonce, never inline scripts at large.
    const scripts = parsePolicy(page.headers.get('content-security-policy')).get('script-src');
    expect(
      scripts?.some((source) => source.startsWith("'nonce-")),
      path,
    ).toBe(true);
    expect(scripts, path).not.toContain("'unsafe-inline'");
  }
});

let annasContext: BrowserContext;
let annasLink: string;

test('an editor signs in with the link from the email, in Chromium', async ({ browser }) => {
  test.setTimeout(120_000);
  // Each test's browser is a client of its own, named by the proxy header the server trusts.
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.1' },
  });
  const page = await context.newPage();
  const violations = recordCspViolations(context);
  annasContext = context;
  await page.goto(`${site.baseURL}/keystatic`);
  await expect(page).toHaveURL(`${site.baseURL}/keystatic/sign-in/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.en.title);
  expect(await axeViolations(page)).toEqual([]);

  await askForLink(page, ' Anna@Example.ch ');
  expect(await axeViolations(page)).toEqual([]);
  annasLink = await signInLink(anna);
  const [mail] = await mailTo(anna);
  expect(mail?.subject).toBe(format(texts.en.email.subject, { company: 'Limmat Labs' }));

  await page.goto(`${site.baseURL}${annasLink}`);
  await expect(page.getByText(format(texts.en.confirm.text, { email: anna }))).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // The sign-in pages' own policy refuses nothing they load.
  expect(violations).toEqual([]);
  const tree = page.waitForResponse((response) => response.url().endsWith('/api/keystatic/tree'));
  await page.getByRole('button', { name: texts.en.confirm.button }).click();
  await expect(page).toHaveURL(`${site.baseURL}/keystatic`);
  expect((await tree).status()).toBe(200);
  await expect(page.getByRole('link', { name: 'Blog posts' }).first()).toBeVisible();
  // Nor does the editor's: it asks no third party for anything (its web font is patched out).
  const foreignStylesheets = await page.$$eval('link[rel="stylesheet"]', (links) =>
    links
      .map((link) => (link as HTMLLinkElement).href)
      .filter((href) => new URL(href).origin !== location.origin),
  );
  expect(foreignStylesheets).toEqual([]);
  expect(violations).toEqual([]);

  const cookie = await sessionCookieOf(context);
  expect(cookie).toMatchObject({ httpOnly: true, secure: false, sameSite: 'Strict', path: '/' });
  const week = 7 * 24 * 60 * 60;
  expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + week))).toBeLessThan(300);
  // The interface keeps working in the background; the session is what the next tests need.
  await page.close();
});

test('the answer is the same for an address that may not edit, and it gets no email', async ({
  browser,
}) => {
  const context = await browser.newContext({
    locale: 'de-CH',
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.2' },
  });
  const page = await context.newPage();
  const answerTo = async (email: string) => {
    await askForLink(page, email, 'de');
    return page.getByRole('main').innerText();
  };
  const unlisted = await answerTo('nobody@example.ch');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await answerTo(ben)).toBe(unlisted);
  // Mail goes out in the order it was queued: once Ben's has arrived, nothing else will.
  await signInLink(ben);
  const [bens] = await mailTo(ben);
  expect(bens?.subject).toBe(format(texts.de.email.subject, { company: 'Limmat Labs' }));
  expect(await mailTo('nobody@example.ch')).toEqual([]);
  const queued = await db.db
    .select({ count: sql<number>`count(*)::int` })
    .from(outboxEmails)
    .where(sql`${outboxEmails.message}->>'to' = 'nobody@example.ch'`);
  expect(queued[0]?.count).toBe(0);
  await context.close();
});

test('a link signs in once', async ({ page }) => {
  await page.goto(`${site.baseURL}${annasLink}`);
  await expect(page.getByRole('heading', { name: texts.en.confirm.invalidTitle })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const token = new URL(annasLink, site.baseURL).searchParams.get('token') as string;
  const again = await postForm('/keystatic/sign-in/confirm/', { token }, '198.51.100.3');
  expect(again.status).toBe(303);
  expect(again.headers.get('location')).toBe('/keystatic/sign-in/?error=link');
  expect(again.headers.get('set-cookie')).toBeNull();
  await page.goto(`${site.baseURL}/keystatic/sign-in/?error=link`);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    format(texts.en.errors.link, { minutes: 15 }),
  );
  await expect(page).toHaveTitle(`${texts.en.errorPrefix}: ${texts.en.title} · Limmat Labs`);
});

test('an expired link signs no one in', async ({ page }) => {
  const link = await signInLink(ben);
  await db.db
    .update(editorSignInLinks)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(editorSignInLinks.email, ben));
  await page.goto(`${site.baseURL}${link}`);
  await expect(page.getByRole('heading', { name: texts.en.confirm.invalidTitle })).toBeVisible();
  const token = new URL(link, site.baseURL).searchParams.get('token') as string;
  const refused = await postForm('/keystatic/sign-in/confirm/', { token }, '198.51.100.4');
  expect(refused.headers.get('location')).toBe('/keystatic/sign-in/?error=link');
  expect(refused.headers.get('set-cookie')).toBeNull();
});

test('links are limited per client and per address, whoever may edit', async ({ page }) => {
  const ask = (email: string, client: string) =>
    postForm('/keystatic/sign-in/', { email }, client).then((response) =>
      response.headers.get('location'),
    );
  // One address, from three clients, then a fourth: three links at most.
  for (const client of ['198.51.100.10', '198.51.100.11', '198.51.100.12']) {
    expect(await ask(carla, client)).toBe('/keystatic/sign-in/?sent');
  }
  expect(await ask(carla, '198.51.100.13')).toMatch(
    /^\/keystatic\/sign-in\/\?error=rate-limited&wait=\d+$/,
  );
  // One client, five addresses, then a sixth.
  for (const name of ['a', 'b', 'c', 'd', 'e']) {
    expect(await ask(`${name}@elsewhere.example`, '198.51.100.20')).toBe(
      '/keystatic/sign-in/?sent',
    );
  }
  const refused = await ask('f@elsewhere.example', '198.51.100.20');
  expect(refused).toMatch(/error=rate-limited/);

  await page.goto(`${site.baseURL}${refused}`);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    /^Several sign-in links were asked for in a short time\. Please try again in \d+ minutes\.$/,
  );
  await signInLink(carla, 3);
  const links = await db.db
    .select({ count: sql<number>`count(*)::int` })
    .from(editorSignInLinks)
    .where(eq(editorSignInLinks.email, carla));
  expect(links[0]?.count).toBe(3);
});

test('with a session, a save from another origin is refused and one from the site recorded', async ({
  request,
}) => {
  const cookie = `editor-session=${await signInOverHttp(dario, '198.51.100.5')}`;
  const before = readTeamFile();
  const changed = before.replace(/^label: .*$/m, 'label: Nadia Keller (saved by Dario)');
  // The version of the content the interface was loaded from: none has been saved yet.
  const save = (origin: string, version: Record<string, string> = { 'x-content-version': '0' }) =>
    request.post(`${site.baseURL}/api/keystatic/update`, {
      headers: { 'no-cors': '1', 'content-type': 'application/json', origin, cookie, ...version },
      data: saveBody({ [teamFile]: changed }),
    });
  const foreign = await save('https://evil.example');
  expect(foreign.status()).toBe(403);
  expect(await foreign.text()).toBe(texts.en.status.foreignOrigin);
  expect(readTeamFile()).toBe(before);
  // Without the version it is based on, a save could undo another editor's unseen.
  expect((await save(site.baseURL, {})).status()).toBe(428);
  expect(readTeamFile()).toBe(before);

  expect((await save(site.baseURL)).status()).toBe(200);
  expect(readTeamFile()).toBe(changed);
  const [saved] = await db.db
    .select()
    .from(editorAuditLog)
    .where(and(eq(editorAuditLog.email, dario), eq(editorAuditLog.action, 'save')));
  expect(saved).toMatchObject({
    entries: 'team/nadia-keller',
    files: { written: [teamFile], removed: [] },
  });
});

test('signing out ends the session, here or on every device', async ({ browser, request }) => {
  const page = await annasContext.newPage();
  const cookie = await sessionCookieOf(annasContext);
  await page.goto(`${site.baseURL}/keystatic/sign-out/`);
  await expect(page.getByText(format(texts.en.signOut.text, { email: anna }))).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: texts.en.signOut.button, exact: true }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(texts.en.signedOut);
  expect(await sessionCookieOf(annasContext)).toBeUndefined();
  // The cookie kept from before works no more.
  const tree = await request.get(`${site.baseURL}/api/keystatic/tree`, {
    headers: { 'no-cors': '1', cookie: `editor-session=${cookie?.value}` },
  });
  expect(tree.status()).toBe(401);
  const again = await request.get(`${site.baseURL}/keystatic`, {
    headers: { cookie: `editor-session=${cookie?.value}` },
    maxRedirects: 0,
  });
  expect(again.headers().location).toBe('/keystatic/sign-in/?ended');

  // Eva on two computers; signing out everywhere on one ends the other's session too.
  const sessions = [
    await signInOverHttp(eva, '198.51.100.6'),
    await signInOverHttp(eva, '198.51.100.7', 2),
  ];
  const [first, second] = (await Promise.all(
    sessions.map((value) => signedInBrowser(browser, value)),
  )) as [BrowserContext, BrowserContext];
  const firstPage = await first.newPage();
  await firstPage.goto(`${site.baseURL}/keystatic/sign-out/`);
  await firstPage.getByRole('button', { name: texts.en.signOut.everywhere }).click();
  await expect(firstPage.getByRole('main').getByRole('status')).toHaveText(
    texts.en.signedOutEverywhere,
  );
  const other = await second.request.get(`${site.baseURL}/api/keystatic/tree`, {
    headers: { 'no-cors': '1' },
  });
  expect(other.status()).toBe(401);
  await Promise.all([first.close(), second.close(), annasContext.close()]);

  const actions = await db.db
    .select({ email: editorAuditLog.email, action: editorAuditLog.action })
    .from(editorAuditLog)
    .orderBy(asc(editorAuditLog.createdAt));
  expect(actions).toEqual([
    { email: anna, action: 'sign-in' },
    { email: dario, action: 'sign-in' },
    { email: dario, action: 'save' },
    { email: anna, action: 'sign-out' },
    { email: eva, action: 'sign-in' },
    { email: eva, action: 'sign-in' },
    { email: eva, action: 'sign-out-everywhere' },
  ]);
});

test('behind HTTPS the cookie is Secure, under the __Host- prefix', async () => {
  await postForm('/keystatic/sign-in/', { email: fritz }, '198.51.100.8');
  const token = new URL(await signInLink(fritz), site.baseURL).searchParams.get('token') as string;
  const signedIn = await fetch(`${site.baseURL}/keystatic/sign-in/confirm/`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: site.baseURL,
      'x-forwarded-proto': 'https',
    },
    body: new URLSearchParams({ token }),
  });
  expect(signedIn.status).toBe(303);
  const setCookie = signedIn.headers.get('set-cookie') ?? '';
  const [pair = '', ...attributes] = setCookie.split(/;\s*/);
  const [name, value = ''] = pair.split('=');
  expect(name).toBe('__Host-editor-session');
  expect(attributes.map((attribute) => attribute.toLowerCase().split('=')[0]).sort()).toEqual([
    'expires',
    'httponly',
    'max-age',
    'path',
    'samesite',
    'secure',
  ]);
  expect(setCookie).toMatch(/; Path=\/;/);
  expect(setCookie).toMatch(/; SameSite=strict/i);

  const tree = (proto: string) =>
    fetch(`${site.baseURL}/api/keystatic/tree`, {
      headers: {
        'no-cors': '1',
        cookie: `__Host-editor-session=${value}`,
        'x-forwarded-proto': proto,
      },
    });
  expect((await tree('https')).status).toBe(200);
  // Over plain HTTP the cookie has another name: this one counts only where it could be set.
  expect((await tree('http')).status).toBe(401);
});
