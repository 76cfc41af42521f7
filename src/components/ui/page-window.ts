/** A page number to link to, or a gap standing for the pages left out. */
export type PageWindowItem = number | 'gap';

/** First, last, and the current page with its neighbours, so the links stay few; a gap per run. */
export function pageWindow(current: number, total: number, neighbours = 1): PageWindowItem[] {
  const shown = new Set([1, total]);
  for (let page = current - neighbours; page <= current + neighbours; page++) {
    if (page >= 1 && page <= total) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageWindowItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push(page - 1);
    else if (page - previous > 2) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}
