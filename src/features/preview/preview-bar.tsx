import { draftMode } from 'next/headers';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

import { leavePreviewHref } from '@/content/editor/entry-pages';

/** Reading draft mode keeps a prerendered page static: the bar is in the HTML of previews only. */
export async function PreviewBar() {
  if (!(await draftMode()).isEnabled) return null;
  const t = await getTranslations('shared.preview');
  return (
    <aside
      aria-label={t('label')}
      className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2 bg-accent px-4 py-2 text-center text-sm text-[#14201f]"
    >
      <p>{t('text')}</p>
      <p className="flex gap-4 font-semibold">
        {/* A plain link: its route answers with a redirect, not a page. */}
        <a href={leavePreviewHref} className="underline underline-offset-2">
          {t('leave')}
        </a>
        <Link href="/keystatic" prefetch={false} className="underline underline-offset-2">
          {t('backToEditor')}
        </Link>
      </p>
    </aside>
  );
}
