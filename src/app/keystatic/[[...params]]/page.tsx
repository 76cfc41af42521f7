'use client';

import { makePage } from '@keystatic/next/ui/app';

import { editorConfig } from '@/content/editor/config';

export default makePage(editorConfig);
