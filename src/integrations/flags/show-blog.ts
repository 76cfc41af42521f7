import type { PublicIntegrations } from '../public-config';

/** The page is built with the flag's default (globals.css); this follows the live value. */
export function applyShowBlog(enabled: boolean): void {
  document.documentElement.dataset.showBlog = String(enabled);
}

export function applyFlagDefaults(defaults: PublicIntegrations['flagDefaults']): void {
  applyShowBlog(defaults.show_blog);
}
