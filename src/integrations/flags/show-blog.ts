import type { PublicIntegrations } from '../public-config';

/**
 * Shows or hides the elements marked `data-feature="show_blog"` (globals.css): the page is built
 * with the flag's default, and this follows the live value.
 */
export function applyShowBlog(enabled: boolean): void {
  document.documentElement.dataset.showBlog = String(enabled);
}

export function applyFlagDefaults(defaults: PublicIntegrations['flagDefaults']): void {
  applyShowBlog(defaults.show_blog);
}
