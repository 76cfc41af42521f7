#!/usr/bin/env node
import { spawnSync } from 'node:child_process';

import { parseCommandLine } from './lib/command-line.mjs';

parseCommandLine({
  usage: `Usage: npm run content:check

Validates content/ as the build does, drafts included: every field of every entry in both
languages, references between entries, German texts that still repeat the English, and the
pictures. Names the file and field of each problem and exits non-zero if there is one.

Options:
  -h, --help   print this text
`,
});

const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'unit', 'src/content/load.test.ts', '-t', 'the content folder'],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
