import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { BrowserContextOptions, Page, Response } from '@playwright/test';
import sharp from 'sharp';

import { phonePhoto } from '../fixtures/phone-photo';
import { axeViolations } from './setup/axe';
import { writeEntry } from './setup/editor-form';
import { buildAndStart, copyCheckout, startEditor } from './setup/editor-site';
import { baseURL } from './setup/env';
import { artifactsDir, type RunningServer } from './setup/server';
import { expect, HOOK_TIMEOUT, test, type OpenedPage } from './setup/test';
import { editedCollections, pageLabel } from '../../src/content/editor/collections';
import { pages, type PageName } from '../../src/content/schemas';

/**
 * The editing interface, used as an editor uses it: `npm run edit` on a checkout of its own,
 * driven through its forms in Chromium, and the site built from what it saved.
 */

test.describe.configure({ mode: 'serial' });

let root: string;
let editor: RunningServer;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(HOOK_TIMEOUT);
  root = copyCheckout('editor-site');
  editor = await startEditor(root);
  // The development server compiles a route and its scripts on their first visit: the interface,
  // its API and a page of the site with its footer's sign-up (whose code loads as the visitor
  // comes near) are compiled here, so that no test pays for it in its own time.
  const page = await browser.newPage();
  await page.goto(`${editor.baseURL}/keystatic/collection/team/item/lea-schmid`, {
    timeout: HOOK_TIMEOUT,
  });
  await expect(body(page, 'English')).toBeVisible({ timeout: HOOK_TIMEOUT });
  await page.goto(`${editor.baseURL}/blog/boring-deployments/`, { timeout: HOOK_TIMEOUT });
  const signUp = page.locator('footer section[aria-labelledby="newsletter-footer"]');
  await signUp.scrollIntoViewIfNeeded();
  await expect(signUp.locator('input[name="enhanced"]')).toBeAttached({ timeout: HOOK_TIMEOUT });
  await page.close();
});

test.afterAll(async () => {
  await editor?.stop();
});

/** Every file under `folder` of the editor's checkout, by its path inside it. */
function filesOf(folder: string): Record<string, string> {
  const absolute = join(root, folder);
  return Object.fromEntries(
    readdirSync(absolute, { recursive: true, encoding: 'utf8' })
      .filter((file) => statSync(join(absolute, file)).isFile())
      .map((file) => [file, readFileSync(join(absolute, file), 'utf8')]),
  );
}

/**
 * Every entry and page: its folder, the address of its form, and where an editor finds it, the
 * sidebar's section and, in a collection, the entry's row.
 */
function everyEntry(): { folder: string; form: string; section: string; row?: string }[] {
  const entries = Object.entries(editedCollections).flatMap(([collection, { label }]) =>
    readdirSync(join(root, 'content', collection)).map((slug) => ({
      folder: `content/${collection}/${slug}`,
      form: `/keystatic/collection/${collection}/item/${slug}`,
      section: label,
      row: slug,
    })),
  );
  const pageForms = (Object.keys(pages) as PageName[]).map((page) => ({
    folder: `content/pages/${page}`,
    form: `/keystatic/singleton/${page}-page`,
    section: pageLabel(page),
  }));
  return [...entries, ...pageForms];
}

/**
 * A page of its own browser context, closed after the test: the editor keeps unsaved changes of
 * a form in the browser's storage and offers them again, which must not carry over from one case
 * to the next.
 */
async function freshPage(
  newPage: (options?: BrowserContextOptions) => Promise<OpenedPage>,
  { width = 1400, locale }: { width?: number; locale?: string } = {},
): Promise<Page> {
  return (await newPage({ viewport: { width, height: 1000 }, locale })).page;
}

/** The word the interface shows once a save of an existing entry, or a delete, went through. */
const confirmation = (
  page: Page,
  text: 'Saved.' | 'Gespeichert.' | 'Entry deleted.' | 'Eintrag gelöscht.',
) => page.getByRole('status').filter({ hasText: new RegExp(`^${text.replace('.', '\\.')}$`) });

const translated = (page: Page, field: string, language: 'English' | 'Deutsch') =>
  page.getByRole('group', { name: field, exact: true }).getByRole('textbox', { name: language });

const body = (page: Page, language: 'English' | 'Deutsch') =>
  page.getByRole('group', { name: 'Text', exact: true }).getByRole('textbox', { name: language });

const altText = (page: Page, language: 'English' | 'Deutsch') =>
  page
    .getByRole('group', { name: 'Picture description', exact: true })
    .getByRole('group', { name: language })
    .getByRole('textbox', { name: 'Alt' });

type Post = {
  name: string;
  draft?: boolean;
  title: { en: string; de: string };
  excerpt: { en: string; de: string };
  alt: { en: string; de: string };
  text: { en: string; de: string };
  photo?: Buffer;
};

/** Where the editors' guide's screenshots are taken (copied to docs/images/editing/). */
const editorScreenshot = (name: string) => join(artifactsDir, 'screenshots', `editor-${name}.png`);

/**
 * Fills in the form of a new blog post by Nadia Keller and creates it; returns its answer. With
 * `screenshot`, the form is taken under that name once its photo is in.
 */
async function createPost(page: Page, post: Post, screenshot?: string): Promise<Response> {
  await page.goto(`${editor.baseURL}/keystatic/collection/blog/create`);
  await page.getByRole('textbox', { name: 'Name in lists' }).fill(post.name);
  if (post.draft) await page.getByRole('checkbox', { name: /^Draft/ }).check();
  await page.getByRole('textbox', { name: 'Published at' }).fill('2026-11-20');
  // The author is found by the name the team's list shows.
  const author = page.getByRole('combobox', { name: 'Author' });
  await author.fill('Nadia Keller');
  await page.getByRole('option', { name: 'Nadia Keller', exact: true }).click();
  await expect(author).toHaveValue('Nadia Keller');
  await page
    .getByRole('group', { name: 'Tags' })
    .getByRole('checkbox', { name: 'product' })
    .check();
  if (post.photo) {
    const chooser = page.waitForEvent('filechooser');
    await page
      .getByRole('group', { name: 'Picture', exact: true })
      .getByRole('button', { name: 'Choose file' })
      .click();
    await (
      await chooser
    ).setFiles({ name: 'site-visit.jpg', mimeType: 'image/jpeg', buffer: post.photo });
    await expect(
      page
        .getByRole('group', { name: 'Picture', exact: true })
        .getByRole('button', { name: 'Remove' }),
    ).toBeVisible();
  }
  if (screenshot) await page.screenshot({ path: editorScreenshot(screenshot) });
  for (const [language, locale] of [
    ['English', 'en'],
    ['Deutsch', 'de'],
  ] as const) {
    await translated(page, 'Title', language).fill(post.title[locale]);
    await translated(page, 'Excerpt', language).fill(post.excerpt[locale]);
    await altText(page, language).fill(post.alt[locale]);
    await body(page, language).click();
    await page.keyboard.type(post.text[locale]);
  }
  return writeEntry(page, page.getByRole('button', { name: 'Create', exact: true }));
}

const published: Post = {
  name: 'What a site visit teaches us',
  title: {
    en: 'What a site visit teaches us before we write any code',
    de: 'Was uns ein Besuch vor Ort lehrt, bevor wir Code schreiben',
  },
  excerpt: {
    en: 'Half a day beside the people who will use the software tells us more than a week of workshops. Here is what we look for.',
    de: 'Ein halber Tag neben den Menschen, die die Software nutzen werden, sagt uns mehr als eine Woche Workshops. Darauf achten wir.',
  },
  alt: {
    en: 'A dispatcher at her desk, pointing at a printed route plan beside her screen.',
    de: 'Eine Disponentin an ihrem Pult zeigt auf einen ausgedruckten Tourenplan neben dem Bildschirm.',
  },
  text: {
    en: 'Before the first workshop, we spend half a day where the work happens.',
    de: 'Vor dem ersten Workshop verbringen wir einen halben Tag dort, wo gearbeitet wird.',
  },
};
const publishedSlug = 'what-a-site-visit-teaches-us';

const draft: Post = {
  name: 'Release trains for small teams',
  draft: true,
  // A draft may keep the English text in German until it is translated.
  title: { en: 'Release trains for small teams', de: 'Release trains for small teams' },
  excerpt: {
    en: 'Why a fixed rhythm of releases helps a team of four as much as a team of forty, and how to start one.',
    de: 'Why a fixed rhythm of releases helps a team of four as much as a team of forty, and how to start one.',
  },
  alt: {
    en: 'A timeline of releases leaving every second Tuesday, like trains from a station.',
    de: 'A timeline of releases leaving every second Tuesday, like trains from a station.',
  },
  text: {
    en: 'A release train leaves on time, whether a feature is on board or not.',
    de: 'A release train leaves on time, whether a feature is on board or not.',
  },
};
const draftSlug = 'release-trains-for-small-teams';

/** The local addresses of the sockets listening on `port`, from the kernel's own tables. */
function listeningAddresses(port: number): string[] {
  const listening = '0A';
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter(
        ([, local, , state]) =>
          state === listening &&
          local?.endsWith(`:${port.toString(16).toUpperCase().padStart(4, '0')}`),
      )
      .map(([, local]) => local!.split(':')[0]!),
  );
}

test('npm run edit answers this computer only, as it says', () => {
  const port = Number(new URL(editor.baseURL).port);
  // 0100007F is 127.0.0.1 as the kernel writes it; every interface would be 00000000 or ::.
  expect(listeningAddresses(port)).toEqual(['0100007F']);
  expect(readFileSync(editor.logFile, 'utf8')).toContain(
    `Edit the content at http://127.0.0.1:${port}/keystatic`,
  );
  const usage = execFileSync(process.execPath, ['scripts/edit.mjs', '--help'], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(usage).toContain('--host ADDRESS   the address to listen on (default: 127.0.0.1)');
});

test('the production server answers 404 for the editor and its API', async ({ request }) => {
  for (const path of ['/keystatic', '/keystatic/overview', '/api/keystatic/tree']) {
    expect((await request.get(`${baseURL()}${path}`)).status(), path).toBe(404);
  }
  const save = await request.post(`${baseURL()}/api/keystatic/update`, {
    headers: { 'content-type': 'application/json', 'no-cors': '1' },
    data: { additions: [], deletions: [] },
  });
  expect(save.status()).toBe(404);
});

test('the dashboard links to the overview of every entry', async ({ newPage }) => {
  // The development server compiles each page on its first visit.
  test.setTimeout(5 * 60_000);
  const page = await freshPage(newPage);
  await page.goto(`${editor.baseURL}/keystatic`);
  await page.getByRole('link', { name: 'Content overview' }).click();
  await page.waitForURL(`${editor.baseURL}/keystatic/overview/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content overview');
});

test('saving any entry writes only what its editor changed, and nothing unchanged', async ({
  newPage,
}) => {
  test.setTimeout(20 * 60_000);
  const page = await freshPage(newPage);
  let saves = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/keystatic/update')) saves++;
  });
  await page.goto(`${editor.baseURL}/keystatic`);
  const sidebar = page
    .getByRole('navigation')
    .filter({ has: page.getByRole('link', { name: 'Dashboard' }) });
  for (const entry of everyEntry()) {
    const before = filesOf(entry.folder);
    // Through the sidebar and the collection's list, as an editor goes: one page load in all.
    await sidebar.getByRole('link', { name: entry.section, exact: true }).click();
    if (entry.row) await page.getByRole('rowheader', { name: entry.row, exact: true }).click();
    await page.waitForURL(`${editor.baseURL}${entry.form}`);
    const english = body(page, 'English');
    // The first text with a code block compiles the editor's highlighting on the development
    // server.
    await expect(english).toBeVisible({ timeout: 60_000 });
    const save = page.getByRole('button', { name: 'Save', exact: true });
    const savesBefore = saves;
    await save.click();

    await english.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('x');
    expect((await writeEntry(page, save)).status(), entry.form).toBe(200);
    await expect(confirmation(page, 'Saved.'), entry.form).toBeVisible();
    // The save of the unchanged form, clicked first, sent nothing.
    expect(saves, entry.form).toBe(savesBefore + 1);
    const bodyFile = join('body', 'en.md');
    expect(filesOf(entry.folder), entry.form).toEqual({
      ...before,
      [bodyFile]: before[bodyFile]!.replace(/(\n*)$/, 'x$1'),
    });
    writeFileSync(join(root, entry.folder, bodyFile), before[bodyFile]!);
  }
});

test('refuses a save the build would refuse, saying why in plain words', async ({ newPage }) => {
  // A load of the interface and three saves under `next dev`, each of several seconds when the
  // machine is busy.
  test.setTimeout(3 * 60_000);
  const entry = 'content/team/lea-schmid';
  const before = filesOf(entry);
  // One form, as the editor's browser asks: German, then English (its Accept-Language).
  const page = await freshPage(newPage, { locale: 'de-CH' });
  await page.goto(`${editor.baseURL}/keystatic/collection/team/item/lea-schmid`);
  await translated(page, 'Role', 'Deutsch').fill('Lead Product Designer');
  const save = page.getByRole('button', { name: 'Save', exact: true });
  const role = page.getByRole('group', { name: 'Role', exact: true });
  for (const [language, words, atField] of [
    [
      'de-CH',
      'Nicht gespeichert:\nRole (Deutsch): gleich wie auf Englisch («Lead Product Designer»).',
      'Gleich wie auf Englisch («Lead Product Designer»).',
    ],
    [
      'en-GB',
      'Not saved:\nRole (Deutsch): the same as in English (“Lead Product Designer”).',
      'The same as in English (“Lead Product Designer”).',
    ],
  ] as const) {
    await page.setExtraHTTPHeaders({ 'accept-language': language });
    expect((await writeEntry(page, save)).status()).toBe(422);
    // One problem a line, in the editor's language, and each beside its field.
    const alert = page.getByRole('alert').filter({ hasText: words.split('\n')[0] });
    await expect(alert).toBeVisible();
    expect((await alert.innerText()).startsWith(words), await alert.innerText()).toBe(true);
    await expect(role.getByRole('listitem').filter({ hasText: atField })).toBeVisible();
    if (language === 'en-GB') await page.screenshot({ path: editorScreenshot('refused') });
  }
  expect(filesOf(entry)).toEqual(before);

  // Translated, the entry saves, and the interface says so in the browser's language.
  await translated(page, 'Role', 'Deutsch').fill('Leiterin Produktdesign');
  await expect(role.getByRole('listitem')).toHaveCount(0);
  expect((await writeEntry(page, save)).status()).toBe(200);
  await expect(confirmation(page, 'Gespeichert.')).toBeVisible();
  expect(readFileSync(join(root, entry, 'index.yaml'), 'utf8')).toContain(
    'de: Leiterin Produktdesign',
  );
  writeFileSync(join(root, entry, 'index.yaml'), before['index.yaml']!);
});

test('a picture the site cannot take is refused as it is chosen, by its name', async ({
  newPage,
}) => {
  test.setTimeout(5 * 60_000);
  const entry = 'content/team/lea-schmid';
  const before = filesOf(entry);
  const pictures = [
    {
      file: {
        name: 'Portrait from the shoot.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(11 * 1024 * 1024)]),
      },
      message: 'Portrait from the shoot.jpg has 11.0 MB; a picture may have at most 10.0 MB.',
    },
    {
      file: {
        name: 'portrait.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"/>',
        ),
      },
      message: 'portrait.svg contains scripts or links to other files',
    },
  ];
  const page = await freshPage(newPage);
  await page.goto(`${editor.baseURL}/keystatic/collection/team/item/lea-schmid`);
  const picture = page.getByRole('group', { name: 'Picture', exact: true });
  for (const { file, message } of pictures) {
    const chooser = page.waitForEvent('filechooser');
    await picture.getByRole('button', { name: 'Choose file' }).click();
    await (await chooser).setFiles(file);
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(picture.getByRole('button', { name: 'Remove' })).toHaveCount(0);
  }
  // What it takes is said beside the button.
  await expect(picture).toContainText('JPEG, PNG, WebP, AVIF or SVG, at most 10 MB');

  // A file only the server can tell is no picture: refused on saving, by its name at its field.
  const chooser = page.waitForEvent('filechooser');
  await picture.getByRole('button', { name: 'Choose file' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'Portrait from the phone.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(4096)]),
  });
  expect((await writeEntry(page)).status()).toBe(422);
  await expect(page.getByRole('alert').filter({ hasText: 'Not saved:' })).toContainText(
    'Photo › Picture: The picture is not a picture the site can show',
  );
  await expect(
    page
      .getByRole('group', { name: 'Photo', exact: true })
      .getByRole('listitem')
      .filter({ hasText: 'Portrait from the phone.jpg is not a picture the site can show' }),
  ).toBeVisible();
  expect(filesOf(entry)).toEqual(before);
  expect(() => readdirSync(join(root, 'public/images/team/lea-schmid'))).toThrow();
});

test('a form shows its limits while the editor works', async ({ newPage }) => {
  // The development server compiles each page on its first visit.
  test.setTimeout(5 * 60_000);
  // The width of a laptop's screen.
  const page = await freshPage(newPage, { width: 1280 });
  await page.goto(`${editor.baseURL}/keystatic/collection/blog/create`);

  // An author is found by any part of the name.
  const author = page.getByRole('combobox', { name: 'Author' });
  await author.fill('keller');
  await expect(page.getByRole('option')).toHaveText(['Nadia Keller']);

  const excerpt = translated(page, 'Excerpt', 'English');
  await excerpt.fill('An excerpt of a few words.');
  await expect(page.getByText('26 / 300 characters')).toBeVisible();
  await expect(excerpt).toHaveAttribute('maxlength', '300');
  await excerpt.fill('x'.repeat(5000));
  await expect(excerpt).toHaveValue('x'.repeat(300));

  const tags = page.getByRole('group', { name: 'Tags' });
  await expect(page.getByText('Choose 1 to 4 (0 chosen).')).toBeVisible();
  for (const tag of ['product', 'cloud', 'data', 'design', 'process']) {
    await tags.getByRole('checkbox', { name: tag }).check();
  }
  await expect(page.getByText('Choose 1 to 4 (5 chosen).')).toHaveClass(/editor-error/);

  // Headings below the post's title only; the toolbar's every button in sight.
  const text = page.getByRole('group', { name: 'Text', exact: true });
  await text.getByRole('button', { name: 'Paragraph' }).first().click();
  await expect(page.getByRole('option')).toHaveText(['Paragraph', 'Heading 2', 'Heading 3']);
  await page.keyboard.press('Escape');
  // Scrolled to by the toolbar's start, as an editor sees it: a scrolling toolbar hides its end.
  await text.getByRole('toolbar', { name: 'Formatting options' }).first().scrollIntoViewIfNeeded();
  for (const name of ['Image', 'Table', 'Quote', 'Code block', 'Divider']) {
    const button = text.getByRole('button', { name, exact: true }).first();
    await expect(button, name).toBeInViewport({ ratio: 1 });
  }
});

test('an editor publishes a post in both languages with a photo from a phone', async ({
  newPage,
}) => {
  test.setTimeout(5 * 60_000);
  const page = await freshPage(newPage);
  const created = await createPost(
    page,
    { ...published, photo: await phonePhoto(1600, 1200) },
    'new-post',
  );
  expect(created.status(), await created.text()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/keystatic/collection/blog/item/${publishedSlug}$`));

  const files = filesOf(`content/blog/${publishedSlug}`);
  expect(Object.keys(files).sort()).toEqual(['body/de.md', 'body/en.md', 'index.yaml']);
  expect(files['index.yaml']).toContain(`light: /images/blog/${publishedSlug}/photo/light.jpg`);
  const photo = await sharp(
    join(root, `public/images/blog/${publishedSlug}/photo/light.jpg`),
  ).metadata();
  // Turned upright and cropped to the blog's 16:10, with no camera data left in the file the site
  // serves.
  expect(photo).toMatchObject({ format: 'jpeg', width: 1200, height: 750 });
  expect(photo.exif).toBeUndefined();

  // While editing, the post shows on its pages at once.
  await page.goto(`${editor.baseURL}/blog/${publishedSlug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(published.title.en);
  const picture = page.getByRole('img', { name: published.alt.en }).first();
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.goto(`${editor.baseURL}/de/blog/${publishedSlug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(published.title.de);
});

test("the preview is the page as visitors see it, without the framework's notices", async ({
  newPage,
}) => {
  test.setTimeout(5 * 60_000);
  const page = await freshPage(newPage);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${editor.baseURL}/blog/${publishedSlug}/`);
  // The footer's sign-up hydrates as the visitor comes near it (deferred-hydration.tsx).
  const signUp = page.locator('footer section[aria-labelledby="newsletter-footer"]');
  await signUp.scrollIntoViewIfNeeded();
  // Added by the form once React has hydrated it.
  await expect(signUp.locator('input[name="enhanced"]')).toBeAttached();
  expect(errors.filter((error) => error.includes('use()'))).toEqual([]);
  // Neither the development server's badge nor its count of issues.
  await expect(page.getByRole('button', { name: 'Open Next.js Dev Tools' })).toHaveCount(0);
  await expect(page.locator('nextjs-portal').getByText(/\d+ Issues?/)).toHaveCount(0);
});

test('a draft shows while editing, with what is still English in the overview', async ({
  newPage,
}) => {
  test.setTimeout(5 * 60_000);
  const page = await freshPage(newPage);
  const created = await createPost(page, { ...draft, photo: await phonePhoto(1600, 1200) });
  expect(created.status(), await created.text()).toBe(200);

  await page.goto(`${editor.baseURL}/keystatic/overview`);
  const row = page.getByRole('row', { name: new RegExp(`^${draft.name}`) });
  await expect(row.getByRole('cell').nth(0)).toHaveText('Draft');
  await expect(row.getByRole('cell').nth(2)).toHaveText(
    'Still in English: Title, Excerpt, Picture description › Alt, Text',
  );
  const publishedRow = page.getByRole('row', { name: new RegExp(`^${published.name}`) });
  await expect(publishedRow.getByRole('cell').nth(0)).toHaveText('Published');
  await page.screenshot({ path: editorScreenshot('overview') });
  // Figures' kinds, units and the pricing table's plans are codes, written alike in German.
  const germanOf = (table: string) =>
    page
      .getByRole('region', { name: table })
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .locator('td:nth-of-type(3)');
  await expect(germanOf('Case studies')).toHaveText(
    readdirSync(join(root, 'content/case-studies')).map(() => 'Written'),
  );
  await expect(
    page
      .getByRole('row', { name: /^Pricing page/ })
      .getByRole('cell')
      .nth(2),
  ).toHaveText('Written');
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(`${editor.baseURL}/blog/${draftSlug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title.en);
});

/** Deletes the entry whose form `page` shows, confirming it as the editor asks; its answer. */
async function deleteEntry(page: Page): Promise<Response> {
  await page.getByRole('button', { name: 'Delete entry…' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete entry' });
  await expect(confirm).toContainText('This action cannot be undone.');
  return writeEntry(page, confirm.getByRole('button', { name: 'Yes, delete' }));
}

test('an entry is deleted once confirmed, unless others refer to it', async ({ newPage }) => {
  // The development server compiles each page on its first visit.
  test.setTimeout(5 * 60_000);
  const page = await freshPage(newPage);
  await page.goto(`${editor.baseURL}/keystatic/collection/blog/item/boring-deployments`);
  expect((await deleteEntry(page)).status()).toBe(200);
  await expect(confirmation(page, 'Entry deleted.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp('/keystatic/collection/blog$'));
  for (const file of ['index.yaml', 'body/en.md', 'body/de.md']) {
    expect(existsSync(join(root, 'content/blog/boring-deployments', file)), file).toBe(false);
  }
  // The site reads the content again, without the post and without a problem.
  await page.goto(`${editor.baseURL}/keystatic/overview`);
  await expect(page.getByRole('heading', { name: 'Blog posts' })).toBeVisible();
  await expect(page.getByText('Cannot be published')).toHaveCount(0);
  await expect(page.getByRole('row', { name: /^Boring deployments:/ })).toHaveCount(0);

  // The author of two posts: the delete says which, and leaves everything as it was.
  const author = 'content/team/nadia-keller';
  const before = filesOf(author);
  await page.goto(`${editor.baseURL}/keystatic/collection/team/item/nadia-keller`);
  expect((await deleteEntry(page)).status()).toBe(422);
  const refusal = page.getByRole('alert').filter({ hasText: 'Not deleted:' });
  for (const post of ['How to choose a software partner for your first product', published.name]) {
    await expect(refusal).toContainText(
      `“${post}” (Blog posts) refers to this entry in Author; change that first.`,
    );
  }
  expect(filesOf(author)).toEqual(before);
});

/** Keystatic's GitHub mode, for a repository and a GitHub App that need not exist here. */
const githubMode = {
  KEYSTATIC_GITHUB_REPO: 'limmat-labs/website',
  KEYSTATIC_GITHUB_CLIENT_ID: 'Iv23liEditorTest',
  KEYSTATIC_GITHUB_CLIENT_SECRET: 'client-secret-of-the-test-app',
  KEYSTATIC_SECRET: 'a-secret-of-at-least-thirty-two-characters',
};

test('the site built from the saves shows the post everywhere and leaves the draft out', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(HOOK_TIMEOUT);
  await editor.stop();
  // Published in GitHub mode: the interface is served, and signs editors in with GitHub.
  const site = await buildAndStart(root, githubMode);
  try {
    expect((await request.get(`${site.baseURL}/keystatic`)).status()).toBe(200);
    const signIn = await request.get(`${site.baseURL}/api/keystatic/github/login`, {
      maxRedirects: 0,
    });
    expect(signIn.status()).toBe(307);
    const authorize = new URL(signIn.headers().location ?? '');
    expect(`${authorize.origin}${authorize.pathname}`).toBe(
      'https://github.com/login/oauth/authorize',
    );
    expect(authorize.searchParams.get('client_id')).toBe(githubMode.KEYSTATIC_GITHUB_CLIENT_ID);
    for (const path of ['/keystatic/overview', '/api/keystatic/update']) {
      expect((await request.get(`${site.baseURL}${path}`)).status(), path).toBe(404);
    }

    const text = async (path: string) => {
      const answer = await request.get(`${site.baseURL}${path}`);
      expect(answer.status(), path).toBe(200);
      return answer.text();
    };
    for (const path of ['/blog/', '/team/nadia-keller/', '/blog/feed.xml']) {
      const shown = await text(path);
      expect(shown, path).toContain(published.title.en);
      expect(shown, path).not.toContain(draft.title.en);
    }
    for (const path of ['/de/blog/', '/de/team/nadia-keller/', '/de/blog/feed.xml']) {
      expect(await text(path), path).toContain(published.title.de);
    }
    const sitemap = await text('/sitemap.xml');
    expect(sitemap).toContain(`/blog/${publishedSlug}/`);
    expect(sitemap).toContain(`/de/blog/${publishedSlug}/`);
    expect(sitemap).not.toContain(draftSlug);
    expect((await request.get(`${site.baseURL}/blog/${draftSlug}/`)).status()).toBe(404);

    await page.goto(`${site.baseURL}/blog/${publishedSlug}/`);
    const picture = page.getByRole('img', { name: published.alt.en }).first();
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await picture.getAttribute('srcset')).toContain(
      encodeURIComponent(`/images/blog/${publishedSlug}/photo/light.jpg`),
    );

    // The newest post's card is the blog's first picture: a phone finds it inside the page.
    const phone = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
    });
    try {
      const blog = await phone.newPage();
      const photoRequests: string[] = [];
      blog.on('request', (sent) => {
        if (sent.url().includes(encodeURIComponent(`/images/blog/${publishedSlug}/`))) {
          photoRequests.push(sent.url());
        }
      });
      await blog.goto(`${site.baseURL}/blog/`);
      const card = blog.getByRole('img', { name: published.alt.en });
      await expect(card).toHaveJSProperty('complete', true);
      expect(await card.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        /^data:image\/webp;base64,/,
      );
      expect(photoRequests).toEqual([]);
    } finally {
      await phone.close();
    }
  } finally {
    await site.stop();
  }
});
