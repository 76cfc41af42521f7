/** Where the editor edits an entry (`blog/<slug>` or `pages/<name>`). */
export function editHrefOf(entry: string): string {
  const [folder, slug] = entry.split('/');
  return folder === 'pages'
    ? `/keystatic/singleton/${slug}-page`
    : `/keystatic/collection/${folder}/item/${slug}`;
}

/** The entry an interface page edits, the inverse of `editHrefOf`, if it edits one. */
export function entryOfPage(pathname: string): string | undefined {
  const item = /^\/keystatic\/collection\/([a-z0-9-]+)\/item\/([a-z0-9-]+)$/.exec(pathname);
  if (item) return `${item[1]}/${item[2]}`;
  const page = /^\/keystatic\/singleton\/([a-z0-9-]+)-page$/.exec(pathname);
  return page ? `pages/${page[1]}` : undefined;
}

/** The versions of an entry on the live site, or of the whole site's last publishes. */
export const historyHrefOf = (entry?: string): string =>
  entry ? `/keystatic/history/${entry}/` : '/keystatic/history/';

/**
 * Where an editor starts previewing the page at `path`, a public path of the site, with the
 * drafts. The path as it is: the editor fills in its `{slug}`, and no path of the site needs
 * escaping.
 */
export const previewHrefOf = (path: string): string => `/keystatic/preview/?to=${path}`;

/** Where a preview ends, back on the pages as visitors see them. */
export const leavePreviewHref = '/keystatic/preview/leave/';
