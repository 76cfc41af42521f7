import localFont from 'next/font/local';

/** Inter, self-hosted from the @fontsource-variable package: no request to a font CDN. */
export const inter = localFont({
  // One variable file for every weight; the few italics are synthesised rather than costing
  // every visitor a second 48 KB download.
  src: [
    {
      path: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
      style: 'normal',
      weight: '100 900',
    },
  ],
  variable: '--font-inter',
  // On a slow connection the metric-matched fallback stays: no late swap that would move the
  // largest paint or shift the layout.
  display: 'optional',
});
