import type { NextRequest } from 'next/server';

import { editorNotFound, editingEnabled } from '@/content/editor/mode';
import { endPreview } from '@/features/preview/preview';

export const dynamic = 'force-dynamic';

/** Ends the editor's preview: the pages are again as visitors see them. */
export function GET(request: NextRequest): Promise<Response> | Response {
  return editingEnabled() ? endPreview(request) : editorNotFound();
}
