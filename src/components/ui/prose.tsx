import { renderMarkdown, type RenderOptions } from '@/components/markdown/render';

/** A Markdown text of the content folder, set in the site's long-form typography. */
export async function Prose({
  markdown,
  className = '',
  ...options
}: { markdown: string; className?: string } & RenderOptions) {
  // min-w-0: inside a grid, a wide code block must scroll, not widen the column.
  return (
    <div className={`prose min-w-0 ${className}`}>{await renderMarkdown(markdown, options)}</div>
  );
}
