import type { PublicIntegrations } from '../public-config';

/**
 * Shows or hides every element marked `data-feature="show_blog"` (the blog's links and teasers;
 * see globals.css). The page is built with the flag's default; this follows the live value.
 */
export function applyShowBlog(enabled: boolean): void {
  document.documentElement.dataset.showBlog = String(enabled);
}

export function applyFlagDefaults(defaults: PublicIntegrations['flagDefaults']): void {
  applyShowBlog(defaults.show_blog);
}
