import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { runCommand, UsageError } from './lib/command';
import { openDatabase } from './lib/database';
import { DEFAULT_MIN_SAMPLES, htmlReport, textTable } from '../src/server/vitals/report';
import { dailySeries, pruneVitals, routeFigures } from '../src/server/vitals/store';

const DEFAULT_OUT = 'vitals-report.html';

const USAGE = `Usage: npm run vitals -- [options]

Prints, per route and language, the 75th percentile (p75) of LCP, INP, CLS, FCP and TTFB over
the last 7 and the last 28 days, the number of samples and Google's rating (good, needs
improvement, poor), and writes an HTML report with a chart per metric of the whole site's daily
p75 for as far back as data is kept (13 months).

Options:
  --out FILE          where the HTML report goes (default: ${DEFAULT_OUT})
  --min-samples N     below N samples a figure gets no rating but "too few samples"
                      (default: ${DEFAULT_MIN_SAMPLES})
  --json              print the figures as JSON instead of the table
  -h, --help          this text

Raw samples older than 30 days are folded into daily aggregates before the report is made.

Environment:
  DATABASE_URL   PostgreSQL connection string; without it the embedded database is used
  DATA_DIR       the site's data directory with the embedded database (default: data)

With the embedded database, stop the site first: only one process may open it.
Exit codes: 0 done, 1 error, 2 the site is running on the embedded database.
`;

function parseCommandLine(argv: string[]) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        out: { type: 'string' },
        'min-samples': { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return null;
  const given = values['min-samples'];
  const minSamples = given === undefined ? DEFAULT_MIN_SAMPLES : Number(given);
  if (!Number.isInteger(minSamples) || minSamples < 1) {
    throw new UsageError(`--min-samples must be a whole number of 1 or more, not "${given}"`);
  }
  if (values.out === '') throw new UsageError('--out needs a file name');
  return { out: resolve(values.out ?? DEFAULT_OUT), minSamples, json: values.json === true };
}

async function main(argv: string[]): Promise<number> {
  const options = parseCommandLine(argv);
  if (!options) {
    process.stdout.write(USAGE);
    return 0;
  }
  const handle = await openDatabase('vitals', 'read the field data');
  try {
    const now = new Date();
    const pruned = await pruneVitals(handle.db, now);
    const [figures, series] = await Promise.all([
      routeFigures(handle.db, now),
      dailySeries(handle.db, now),
    ]);
    if (options.json) {
      console.log(JSON.stringify({ figures, series }, null, 2));
    } else {
      process.stdout.write(textTable(figures, options.minSamples));
    }
    mkdirSync(dirname(options.out), { recursive: true });
    writeFileSync(
      options.out,
      htmlReport({ figures, series, minSamples: options.minSamples, generatedAt: now }),
    );
    if (pruned.folded > 0 || pruned.expired > 0) {
      console.error(
        `Folded ${pruned.folded} samples older than 30 days into ${pruned.days} days of aggregates; ` +
          `deleted ${pruned.expired} aggregates older than 13 months.`,
      );
    }
    console.error(`Wrote the report to ${options.out}.`);
  } finally {
    await handle.close();
  }
  return 0;
}

runCommand('vitals', main);
