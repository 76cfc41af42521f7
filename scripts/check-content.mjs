#!/usr/bin/env node
/** `npm run content:check`: validates the content folder, naming file and field of each problem. */
import { spawnSync } from 'node:child_process';

const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'unit', 'src/content/load.test.ts', '-t', 'the content folder'],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
