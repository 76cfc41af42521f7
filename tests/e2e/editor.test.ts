import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Browser, Page, Response } from '@playwright/test';
import sharp from 'sharp';

import { phonePhoto } from '../fixtures/phone-photo';
import { axeViolations } from './setup/axe';
import { buildAndStart, copyCheckout, startEditor } from './setup/editor-site';
import { baseURL } from './setup/env';
import type { RunningServer } from './setup/server';
import { expect, HOOK_TIMEOUT, test } from './setup/test';
import { editedCollections } from '../../src/content/editor/collections';
import { pages } from '../../src/content/schemas';

/**
 * The editing interface, used as an editor uses it: `npm run edit` on a checkout of its own,
 * driven through its forms in Chromium, and the site built from what it saved.
 */

test.describe.configure({ mode: 'serial' });

let root: string;
let editor: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  root = copyCheckout('editor-site');
  editor = await startEditor(root);
});

test.afterAll(async () => {
  await editor?.stop();
});

const isSave = (response: Response) =>
  response.request().method() === 'POST' && response.url().endsWith('/api/keystatic/update');

/** Every file under `folder` of the editor's checkout, by its path inside it. */
function filesOf(folder: string): Record<string, string> {
  const absolute = join(root, folder);
  return Object.fromEntries(
    readdirSync(absolute, { recursive: true, encoding: 'utf8' })
      .filter((file) => statSync(join(absolute, file)).isFile())
      .map((file) => [file, readFileSync(join(absolute, file), 'utf8')]),
  );
}

/** Every entry and page, with the address of its form and its folder. */
function everyEntry(): { form: string; folder: string }[] {
  const entries = Object.keys(editedCollections).flatMap((collection) =>
    readdirSync(join(root, 'content', collection)).map((slug) => ({
      form: `/keystatic/collection/${collection}/item/${slug}`,
      folder: `content/${collection}/${slug}`,
    })),
  );
  const pageForms = Object.keys(pages).map((page) => ({
    form: `/keystatic/singleton/${page}-page`,
    folder: `content/pages/${page}`,
  }));
  return [...entries, ...pageForms];
}

/**
 * A page of its own browser context: the editor keeps unsaved changes of a form in the
 * browser's storage and offers them again, which must not carry over from one case to the next.
 */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  return context.newPage();
}

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

/** Fills in the form of a new blog post by Nadia Keller and creates it; returns its answer. */
async function createPost(page: Page, post: Post): Promise<Response> {
  // The author's list offers the entries of the checkout, once the editor has read them.
  const entriesRead = page.waitForResponse((response) =>
    response.url().endsWith('/api/keystatic/tree'),
  );
  await page.goto(`${editor.baseURL}/keystatic/collection/blog/create`);
  await entriesRead;
  await page.getByRole('textbox', { name: 'Name in lists' }).fill(post.name);
  if (post.draft) await page.getByRole('checkbox', { name: /^Draft/ }).check();
  await page.getByRole('textbox', { name: 'Published at' }).fill('2026-11-20');
  const author = page.getByRole('combobox', { name: 'Author' });
  await author.click();
  await author.pressSequentially('nadia');
  await page.getByRole('option', { name: 'nadia-keller', exact: true }).click();
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
  const created = page.waitForResponse(isSave);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  return created;
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

test('saving any entry writes only what its editor changed, and nothing unchanged', async ({
  browser,
}) => {
  test.setTimeout(20 * 60_000);
  const page = await freshPage(browser);
  let saves = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/keystatic/update')) saves++;
  });
  for (const entry of everyEntry()) {
    const before = filesOf(entry.folder);
    await page.goto(`${editor.baseURL}${entry.form}`);
    const english = body(page, 'English');
    await expect(english).toBeVisible({ timeout: 60_000 });
    const save = page.getByRole('button', { name: 'Save', exact: true });
    const savesBefore = saves;
    await save.click();

    await english.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('x');
    const saved = page.waitForResponse(isSave);
    await save.click();
    expect((await saved).status(), entry.form).toBe(200);
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

test("refuses a save the build would refuse, with the build's message", async ({ browser }) => {
  const entry = 'content/team/lea-schmid';
  const before = filesOf(entry);

  const untranslated = await freshPage(browser);
  await untranslated.goto(`${editor.baseURL}/keystatic/collection/team/item/lea-schmid`);
  await translated(untranslated, 'Role', 'Deutsch').fill('Lead Product Designer');
  const refused = untranslated.waitForResponse(isSave);
  await untranslated.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await refused).status()).toBe(422);
  await expect(
    untranslated.getByText(
      'content/team/lea-schmid/index.yaml: role.de: the same as in English ("Lead Product Designer")',
      { exact: false },
    ),
  ).toBeVisible();

  const pictures = [
    {
      file: {
        name: 'portrait.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(11 * 1024 * 1024)]),
      },
      message: 'light.jpg has 11.0 MB; a picture may have at most 10.0 MB',
    },
    {
      file: {
        name: 'portrait.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"/>',
        ),
      },
      message: 'light.svg contains scripts or links to other files',
    },
  ];
  for (const { file, message } of pictures) {
    const page = await freshPage(browser);
    await page.goto(`${editor.baseURL}/keystatic/collection/team/item/lea-schmid`);
    const chooser = page.waitForEvent('filechooser');
    await page
      .getByRole('group', { name: 'Picture', exact: true })
      .getByRole('button', { name: 'Choose file' })
      .click();
    await (await chooser).setFiles(file);
    const answer = page.waitForResponse(isSave);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await answer).status(), file.name).toBe(422);
    await expect(page.getByText(message, { exact: false })).toBeVisible();
  }
  expect(filesOf(entry)).toEqual(before);
  expect(() => readdirSync(join(root, 'public/images/team/lea-schmid'))).toThrow();
});

test('an editor publishes a post in both languages with a photo from a phone', async ({
  browser,
}) => {
  test.setTimeout(5 * 60_000);
  const page = await freshPage(browser);
  const created = await createPost(page, { ...published, photo: await phonePhoto(1600, 1200) });
  expect(created.status(), await created.text()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/keystatic/collection/blog/item/${publishedSlug}$`));

  const files = filesOf(`content/blog/${publishedSlug}`);
  expect(Object.keys(files).sort()).toEqual(['body/de.md', 'body/en.md', 'index.yaml']);
  expect(files['index.yaml']).toContain(`light: /images/blog/${publishedSlug}/photo/light.jpg`);
  const photo = await sharp(
    join(root, `public/images/blog/${publishedSlug}/photo/light.jpg`),
  ).metadata();
  // Turned upright, with no camera data left in the file the site serves.
  expect(photo).toMatchObject({ format: 'jpeg', width: 1200, height: 1600 });
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

test('a draft shows while editing, with what is still English in the overview', async ({
  browser,
}) => {
  test.setTimeout(5 * 60_000);
  const page = await freshPage(browser);
  const created = await createPost(page, { ...draft, photo: await phonePhoto(1600, 1200) });
  expect(created.status(), await created.text()).toBe(200);

  await page.goto(`${editor.baseURL}/keystatic/overview`);
  const row = page.getByRole('row', { name: new RegExp(`^${draft.name}`) });
  await expect(row.getByRole('cell').nth(0)).toHaveText('Draft');
  await expect(row.getByRole('cell').nth(2)).toHaveText(
    'Still in English: title, excerpt, image.alt, body',
  );
  const publishedRow = page.getByRole('row', { name: new RegExp(`^${published.name}`) });
  await expect(publishedRow.getByRole('cell').nth(0)).toHaveText('Published');
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(`${editor.baseURL}/blog/${draftSlug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title.en);
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
