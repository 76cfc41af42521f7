import 'server-only';

/** The only way pages reach editorial content: typed queries and Markdown rendering. */
export * from './queries';
export { renderMarkdown, tableOfContents, type RenderOptions } from './markdown';
