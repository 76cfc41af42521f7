import { renderMarkdown } from '@/content';

/** A Markdown text of the content folder, set in the site's long-form typography. */
export async function Prose({
  markdown,
  className = '',
}: {
  markdown: string;
  className?: string;
}) {
  return <div className={`prose ${className}`}>{await renderMarkdown(markdown)}</div>;
}
