import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';

import { site } from '@/config/site';
import { getBlogPost } from '@/content';
import { type Locale, locales } from '@/i18n/locales';
import { withoutWordJoiners } from '@/i18n/typography';
import { shareImagePath } from '@/lib/seo';
import { matchRoute } from '@/routes/match';
import { shareText, type ShareTranslations } from '@/routes/params';
import { listSitePages } from '@/routes/site-pages';

// Every image is drawn once, at build time, and again after a publish when it is next asked for;
// a page added since is drawn on its first request (the proxy lets only existing pages through).
export const dynamic = 'force-static';

export function generateStaticParams() {
  return listSitePages().flatMap((page) =>
    page.locales.map((locale) => {
      // `/share/<locale>/<path>.png` → the catch-all segments after the locale.
      const [, , , ...path] = shareImagePath(page, locale).split('/');
      return { locale, path };
    }),
  );
}

/** A data URL, as the image is drawn at build time with no server; the light variant, to match. */
async function coverOf(
  pathname: string,
  params: Record<string, string>,
  locale: Locale,
): Promise<string | null> {
  const post = pathname === '/blog/[slug]' ? getBlogPost(locale, params.slug ?? '') : undefined;
  if (!post) return null;
  const src = post.image.light.src;
  const picture = await readFile(join(process.cwd(), 'public', /*turbopackIgnore: true*/ src));
  // A drawing is a PNG; an uploaded photo keeps its format.
  const type = /\.jpe?g$/i.test(src) ? 'jpeg' : /\.webp$/i.test(src) ? 'webp' : 'png';
  return `data:image/${type};base64,${picture.toString('base64')}`;
}

async function translations(locale: Locale): Promise<ShareTranslations> {
  const [seo, blog, caseStudies, services] = await Promise.all([
    getTranslations({ locale, namespace: 'seo' }),
    getTranslations({ locale, namespace: 'blog' }),
    getTranslations({ locale, namespace: 'caseStudies' }),
    getTranslations({ locale, namespace: 'services' }),
  ]);
  return { seo, blog, caseStudies, services };
}

/** The share image of one page (1200 × 630), in the page's language; a post's with its cover. */
export async function GET(
  _request: Request,
  { params }: RouteContext<'/share/[locale]/[...path]'>,
) {
  const { locale, path } = await params;
  const englishPath = path.join('/').replace(/\.png$/, '');
  const match = matchRoute(englishPath === 'home' ? '/' : `/${englishPath}/`);
  const text =
    match && locales.includes(locale as Locale)
      ? shareText(
          match.pathname,
          match.params,
          locale as Locale,
          await translations(locale as Locale),
        )
      : null;
  if (!text || !match) return new Response('Not found', { status: 404 });
  const label = withoutWordJoiners(text.label);
  const title = withoutWordJoiners(text.title);
  const cover = await coverOf(match.pathname, match.params, locale as Locale);
  // Beside a cover, the title has about half the width.
  const titleSize = (title.length > 60 ? 58 : 72) * (cover ? 0.75 : 1);

  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        gap: 56,
        padding: 72,
        background: site.themeColor.light,
        color: '#14201f',
      }}
    >
      <div
        style={{
          flex: 1,
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 36 }}>
          <div
            style={{
              width: 64,
              height: 64,
              borderRadius: 16,
              background: '#0f5257',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              color: '#f2c14e',
              fontSize: 40,
            }}
          >
            ≈
          </div>
          {site.name}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
          <div
            style={{ fontSize: 32, color: '#0f5257', textTransform: 'uppercase', letterSpacing: 2 }}
          >
            {label}
          </div>
          <div style={{ fontSize: titleSize, lineHeight: 1.1 }}>{title}</div>
        </div>
        <div style={{ display: 'flex', height: 16, background: '#0f5257', borderRadius: 8 }} />
      </div>
      {cover ? (
        // eslint-disable-next-line @next/next/no-img-element -- drawn by next/og, not a page
        <img src={cover} alt="" width={448} height={280} style={{ borderRadius: 24 }} />
      ) : null}
    </div>,
    { width: 1200, height: 630 },
  );
}
