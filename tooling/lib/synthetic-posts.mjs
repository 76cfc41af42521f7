import { mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { stringify } from 'yaml';

import {
  closingHeadings,
  closings,
  codeIntros,
  codeSamples,
  genericHeadings,
  genericSentences,
  listIntros,
  subheadings,
  titleQualifiers,
  topics,
} from './synthetic-post-texts.mjs';

/** @typedef {'en' | 'de'} Locale */
/** @typedef {Record<Locale, string>} Pair */
/** @typedef {{ title: Pair, href: Pair }} ServiceLink */

/** Every post has a cover (src/content/images.ts); these say what a generated one shows. */
const coverAlt = {
  en: 'A cover illustration borrowed from one of the real posts, for this generated one.',
  de: 'Ein Titelbild, von einem der echten Beiträge für diesen generierten geliehen.',
};

/**
 * A seeded pseudo-random number generator (mulberry32), so that the same count gives the same
 * posts on every run and the first ten of a hundred are the ten of a run with ten. Node has no
 * seedable generator and none is installed as a dependency; this is the well-known 32-bit one.
 *
 * @param {number} seed
 */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @param {() => number} random */
function picker(random) {
  /** @type {(min: number, max: number) => number} a whole number from min to max */
  const between = (min, max) => min + Math.floor(random() * (max - min + 1));
  /** @type {<T>(items: readonly T[]) => T} */
  const one = (items) => /** @type {any} */ (items[between(0, items.length - 1)]);
  /** @type {<T>(items: readonly T[]) => T[]} */
  const shuffled = (items) => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = between(0, index);
      [copy[index], copy[other]] = [copy[other], copy[index]];
    }
    return copy;
  };
  /** @type {(probability: number) => boolean} */
  const chance = (probability) => random() < probability;
  return { between, one, shuffled, chance };
}

/** @param {string} text */
function slugify(text) {
  const words = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ');
  let slug = '';
  for (const word of words) {
    if (`${slug}-${word}`.length > 70) break;
    slug = slug ? `${slug}-${word}` : word;
  }
  return slug;
}

/** @param {string} isoDate @param {number} days */
function addDays(isoDate, days) {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** @param {string} template @param {Record<string, string>} values */
function fill(template, values) {
  return template.replace(/\{(\w+)\}/g, (_, name) => values[name] ?? '');
}

/**
 * Blog posts in the format of content/blog/<slug>/: the facts and the texts of both languages in
 * `index.yaml`, the Markdown in `body/en.md` and `body/de.md`, the same structure in both. Each post has an intro, four
 * or five sections (one with a list, one with a code block, some with a subheading) and a
 * closing paragraph with links, about 900 to 1,100 words, like the real posts. Dates count
 * back from `before`, one post per one or two days, skipping dates already taken.
 *
 * @param {object} options
 * @param {number} options.count
 * @param {readonly string[]} options.tags the blog's tag set
 * @param {readonly string[]} options.authors team member slugs
 * @param {readonly ServiceLink[]} options.services
 * @param {Pair} options.contactHref
 * @param {ReadonlySet<string>} options.takenSlugs
 * @param {ReadonlySet<string>} options.takenDates
 * @param {string} options.before ISO date: every post is older
 * @param {number} [options.seed]
 * @returns {Array<{ slug: string, publishedAt: string, files: Record<'index.yaml' | 'body/en.md' | 'body/de.md', string> }>}
 */
export function syntheticPosts({
  count,
  tags,
  authors,
  services,
  contactHref,
  takenSlugs,
  takenDates,
  before,
  seed = 2026,
}) {
  const missing = tags.filter((tag) => !Object.hasOwn(topics, tag));
  if (missing.length) {
    throw new Error(`No synthetic texts for the tags ${missing.join(', ')}: add them to topics.`);
  }
  const { between, one, shuffled, chance } = picker(seededRandom(seed));
  const slugs = new Set(takenSlugs);
  const posts = [];
  let date = before;

  while (posts.length < count) {
    do date = addDays(date, -between(1, 2));
    while (takenDates.has(date));

    const postTags = shuffled(tags).slice(0, between(1, 3));
    const topicsOfPost = postTags.map((tag) => topics[/** @type {keyof typeof topics} */ (tag)]);
    const main = /** @type {(typeof topicsOfPost)[number]} */ (topicsOfPost[0]);
    // Every draw happens once, outside `pairOf`, so both languages get the same one.
    const base = one(main.titles);
    const qualifier = chance(0.6) ? one(titleQualifiers) : null;
    const projects = String(between(3, 40));
    const title = pairOf((locale) =>
      qualifier ? `${base[locale]}: ${fill(qualifier[locale], { n: projects })}` : base[locale],
    );

    let slug = slugify(title.en);
    for (let suffix = 2; slugs.has(slug); suffix++) slug = `${slugify(title.en)}-${suffix}`;
    slugs.add(slug);

    const service = one(services);
    const body = postBody({ topicsOfPost, service, contactHref, between, one, shuffled });
    const facts = {
      publishedAt: date,
      ...(chance(0.2) ? { updatedAt: addDays(date, between(7, 120)) } : {}),
      author: one(authors),
      tags: postTags,
    };
    const stored = {
      label: title.en,
      ...facts,
      title: title,
      excerpt: main.excerpt,
      image: pairOf((locale) => ({ alt: coverAlt[locale] })),
    };
    posts.push({
      slug,
      publishedAt: date,
      files: {
        'index.yaml': stringify(stored, { lineWidth: 0 }),
        'body/en.md': `${body.en}\n`,
        'body/de.md': `${body.de}\n`,
      },
    });
  }
  return posts;
}

/** @param {(locale: Locale) => string} make @returns {Pair} */
function pairOf(make) {
  return { en: make('en'), de: make('de') };
}

/**
 * The Markdown body of one post in both languages, built from the same draws.
 *
 * @param {object} parts
 * @param {Array<(typeof topics)[keyof typeof topics]>} parts.topicsOfPost
 * @param {ServiceLink} parts.service
 * @param {Pair} parts.contactHref
 * @param {ReturnType<typeof picker>['between']} parts.between
 * @param {ReturnType<typeof picker>['one']} parts.one
 * @param {ReturnType<typeof picker>['shuffled']} parts.shuffled
 * @returns {Pair}
 */
function postBody({ topicsOfPost, service, contactHref, between, one, shuffled }) {
  const main = /** @type {(typeof topicsOfPost)[number]} */ (topicsOfPost[0]);
  const pool = [...genericSentences, ...topicsOfPost.flatMap((topic) => topic.sentences)];
  let deck = shuffled(pool);
  const sentence = () => {
    if (!deck.length) deck = shuffled(pool);
    return /** @type {Pair} */ (deck.pop());
  };
  const paragraph = () => {
    const sentences = Array.from({ length: between(2, 4) }, sentence);
    return pairOf((locale) => sentences.map((entry) => entry[locale]).join(' '));
  };
  /** @type {Pair[]} blocks of Markdown, joined by blank lines */
  const blocks = [paragraph(), paragraph()];

  const headings = shuffled([
    ...topicsOfPost.flatMap((topic) => topic.headings),
    ...genericHeadings,
  ]).slice(0, between(4, 5));
  const listAt = between(0, headings.length - 1);
  const codeAt = (listAt + between(1, headings.length - 1)) % headings.length;
  headings.forEach((heading, index) => {
    blocks.push(
      pairOf((locale) => `## ${heading[locale]}`),
      paragraph(),
    );
    if (index === listAt) {
      const items = shuffled(main.list).slice(0, between(4, 5));
      const [lead, intro] = [sentence(), one(listIntros)];
      blocks.push(
        pairOf((locale) => `${lead[locale]} ${intro[locale]}`),
        pairOf((locale) => items.map((item) => `- ${item[locale]}`).join('\n')),
      );
    }
    if (index === codeAt) {
      const [sample, lead, intro] = [one(codeSamples), sentence(), one(codeIntros)];
      blocks.push(
        pairOf((locale) => `${lead[locale]} ${intro[locale]}`),
        pairOf(
          (locale) => `\`\`\`${sample.lang}\n${sample.comment[locale]}\n${sample.code}\n\`\`\``,
        ),
      );
    }
    const more = between(1, 2);
    for (let extra = 0; extra < more; extra++) {
      if (extra === more - 1 && index % 2 === 1) {
        const subheading = one(subheadings);
        blocks.push(pairOf((locale) => `### ${subheading[locale]}`));
      }
      blocks.push(paragraph());
    }
  });

  const closingHeading = one(closingHeadings);
  const closing = one(closings);
  const lead = [sentence(), sentence()];
  blocks.push(
    pairOf((locale) => `## ${closingHeading[locale]}`),
    pairOf((locale) => lead.map((entry) => entry[locale]).join(' ')),
    pairOf((locale) =>
      fill(closing[locale], {
        service: service.title[locale],
        serviceHref: service.href[locale],
        contactHref: contactHref[locale],
      }),
    ),
  );
  return pairOf((locale) => blocks.map((block) => block[locale]).join('\n\n'));
}

/**
 * Writes the posts into a content folder (`<contentRoot>/blog/<slug>/`), and gives
 * each the cover of a real post in turn: a link in `<publicRoot>/images/blog/`, which must hold
 * the real covers (drawing hundreds of pictures is not what a benchmark measures).
 *
 * @param {string} contentRoot
 * @param {ReturnType<typeof syntheticPosts>} posts
 * @param {string} [publicRoot] the `public/` folder beside the content folder
 */
export function writePosts(contentRoot, posts, publicRoot = join(contentRoot, '..', 'public')) {
  const covers = join(publicRoot, 'images', 'blog');
  const real = readdirSync(covers)
    .filter((name) => name.endsWith('-light.png'))
    .map((name) => name.slice(0, -'-light.png'.length));
  posts.forEach((post, index) => {
    const folder = join(contentRoot, 'blog', post.slug);
    for (const [file, text] of Object.entries(post.files)) {
      mkdirSync(dirname(join(folder, file)), { recursive: true });
      writeFileSync(join(folder, file), text);
    }
    const cover = real[index % real.length];
    for (const theme of ['light', 'dark']) {
      symlinkSync(`${cover}-${theme}.png`, join(covers, `${post.slug}-${theme}.png`));
    }
    symlinkSync(`${cover}.svg`, join(covers, `${post.slug}.svg`));
  });
}
