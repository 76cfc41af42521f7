import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { defaultContentRoot } from '@/content/files';
import { defaultPublicRoot } from '@/content/images';
import { loadContent } from '@/content/load';
import { blogTags } from '@/content/schemas';
import { localizedPath } from '@/routes/paths';
import { afterAll, describe, expect, it } from 'vitest';

import * as texts from './synthetic-post-texts.mjs';
import { syntheticPosts, writePosts } from './synthetic-posts.mjs';

const content = loadContent(defaultContentRoot);
const existing = [...content.blog.values()].map((post) => post.en);
const oldest = existing.map((post) => post.publishedAt).sort()[0] ?? '2026-01-01';

function generate(count: number) {
  return syntheticPosts({
    count,
    tags: blogTags,
    authors: [...content.team.keys()],
    services: [...content.services.values()].map((service) => ({
      title: { en: service.en.title, de: service.de.title },
      href: {
        en: localizedPath('/services/[service]', 'en', { service: service.en.slug }),
        de: localizedPath('/services/[service]', 'de', { service: service.en.slug }),
      },
    })),
    contactHref: { en: localizedPath('/contact-us', 'en'), de: localizedPath('/contact-us', 'de') },
    takenSlugs: new Set(content.blog.keys()),
    takenDates: new Set(existing.map((post) => post.publishedAt)),
    before: oldest,
  });
}

type Pair = { en: string; de: string };

/** Every English–German pair the posts are made of, longest first. */
function pairsIn(value: unknown): Pair[] {
  if (!value || typeof value !== 'object') return [];
  if ('en' in value && 'de' in value && typeof value.en === 'string') return [value as Pair];
  return Object.values(value).flatMap(pairsIn);
}
const pairs = pairsIn(texts).sort((a, b) => b.en.length - a.en.length);

/**
 * A post's body with each text of the pairs replaced by its number, and the closing paragraph
 * (which names a service and its address) left out: equal for both languages when they say
 * the same, in the same order.
 */
function meaning(body: string, locale: 'en' | 'de'): string {
  let numbered = body.trim().split('\n\n').slice(0, -1).join('\n\n');
  pairs.forEach((pair, index) => (numbered = numbered.replaceAll(pair[locale], `§${index}`)));
  return numbered;
}

/** The Markdown structure of a text without its words: headings, list items, code, links. */
function outline(markdown: string): string[] {
  return markdown.split('\n').flatMap((line) => {
    const block = /^(#{1,6} |- |```\w*)/.exec(line)?.[1];
    const links = line.match(/\]\(\/[^)]*\)/g)?.length;
    return [...(block ? [block] : []), ...(links ? [`${links} links`] : [])];
  });
}

describe('synthetic blog posts', () => {
  const posts = generate(300);
  const base = mkdtempSync(join(tmpdir(), 'synthetic-posts-'));
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it('pass the content loader in both languages, next to the real posts', () => {
    const root = join(base, 'content');
    const publicRoot = join(base, 'public');
    cpSync(defaultContentRoot, root, { recursive: true });
    cpSync(join(defaultPublicRoot, 'images'), join(publicRoot, 'images'), { recursive: true });
    writePosts(root, posts, publicRoot);
    const loaded = loadContent(root, publicRoot);
    expect(loaded.blog.size).toBe(existing.length + posts.length);
    for (const { slug } of posts) {
      const post = loaded.blog.get(slug);
      expect(post?.en.title).not.toBe(post?.de.title);
      expect(post?.en.author).toBe(post?.de.author);
    }
  });

  it('have distinct slugs and dates, all older than the real posts', () => {
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length);
    const dates = posts.map((post) => post.publishedAt);
    expect(new Set(dates).size).toBe(posts.length);
    expect(dates.every((date) => date < oldest)).toBe(true);
  });

  it('say the same in English and German: the same headings, lists, code and links', () => {
    for (const post of posts.slice(0, 50)) {
      const [en, de] = [post.files['body/en.md'], post.files['body/de.md']];
      expect(outline(de)).toEqual(outline(en));
      expect(meaning(de, 'de')).toEqual(meaning(en, 'en'));
      // Nothing but numbers is left outside the code (which is the same in both): no text was
      // drawn for one language only.
      expect(meaning(en, 'en').replace(/```[\s\S]*?```/g, '')).not.toMatch(/[a-z]{3}/);
      expect(outline(en).filter((line) => line.startsWith('```'))).toHaveLength(2);
      expect(outline(en).filter((line) => line === '- ').length).toBeGreaterThanOrEqual(4);
    }
  });

  it('are as long as the real posts', () => {
    const words = posts.map((post) => post.files['body/en.md'].split(/\s+/).length);
    const average = words.reduce((sum, count) => sum + count, 0) / words.length;
    expect(average).toBeGreaterThan(800);
    expect(average).toBeLessThan(1200);
  });

  it('are the same on every run, so a smaller count gives the first posts of a larger one', () => {
    expect(generate(20)).toEqual(posts.slice(0, 20));
  });
});
