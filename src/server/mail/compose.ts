import 'server-only';

import { settings } from '@/config/settings';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/routes/paths';
import type { OutboxMessage } from '@/server/db/schema';

// The site's emails, rendered when queued: plain text and a simple HTML part with everything a
// visitor typed escaped. Each form's emails live with the form.

/** Header values from visitors: line breaks would start a new header, so none survive. */
export const headerSafe = (value: string) => value.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim();

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );

type Block = { heading?: string; text: string } | { label: string; value: string };

/** Text and HTML from the same blocks, so the two parts never say different things. */
export function render(blocks: Block[], signOff: string): Pick<OutboxMessage, 'text' | 'html'> {
  const text = blocks
    .map((block) =>
      'label' in block
        ? `${block.label}: ${block.value}`
        : [block.heading, block.text].filter(Boolean).join('\n'),
    )
    .concat(['', signOff])
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n');
  const paragraphs = blocks.map((block) =>
    'label' in block
      ? `<p><strong>${escapeHtml(block.label)}:</strong> ${escapeHtml(block.value).replace(/\n/g, '<br>')}</p>`
      : `${block.heading ? `<h2 style="font-size:16px">${escapeHtml(block.heading)}</h2>` : ''}<p>${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`,
  );
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#16262a;max-width:640px">${paragraphs.join('')}<p>${escapeHtml(signOff).replace(/\n/g, '<br>')}</p></body></html>`;
  return { text, html };
}

export const pageUrl = (
  pathname: Parameters<typeof localizedPath>[0],
  locale: Locale,
  params?: Record<string, string>,
) => `${settings.SITE_URL}${localizedPath(pathname, locale, params)}`;
