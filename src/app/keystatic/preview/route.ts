import type { NextRequest } from 'next/server';

import { editorNotFound, editingEnabled } from '@/content/editor/mode';
import { startPreview } from '@/features/preview/preview';

export const dynamic = 'force-dynamic';

/** Opens a page with the drafts, for the signed-in editor the proxy let through. */
export function GET(request: NextRequest): Promise<Response> | Response {
  return editingEnabled() ? startPreview(request) : editorNotFound();
}
