'use client';

import { makePage } from '@keystatic/next/ui/app';

import { editorConfig } from '@/content/editor/config';
import { EditorChrome } from '@/content/editor/editor-chrome';

const Keystatic = makePage(editorConfig);

export default function EditorPage() {
  return (
    <>
      <Keystatic />
      <EditorChrome />
    </>
  );
}
