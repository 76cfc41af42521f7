import localFont from 'next/font/local';

/**
 * Inter, self-hosted: no request to a font CDN. The file is Inter's Latin subset trimmed to the
 * weights and features the site uses (`npm run fonts`, tooling/fonts.ts): 32 KB instead of 48.
 */
export const inter = localFont({
  // One variable file for every weight; the few italics are synthesised rather than costing
  // every visitor a second download.
  src: [{ path: './fonts/inter-latin-wght.woff2', style: 'normal', weight: '400 700' }],
  variable: '--font-inter',
  // On a slow connection the metric-matched fallback stays: no late swap that would move the
  // largest paint or shift the layout.
  display: 'optional',
});
