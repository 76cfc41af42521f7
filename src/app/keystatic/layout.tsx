import { notFound } from 'next/navigation';

import { editingEnabled } from '@/content/editor/mode';

import './editor.css';

export const metadata = { title: 'Editing · Limmat Labs', robots: { index: false } };

/** The editing interface's own document: none of the site's styles or scripts. */
export default function EditorLayout({ children }: { children: React.ReactNode }) {
  if (!editingEnabled()) notFound();
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
