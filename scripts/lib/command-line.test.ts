import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { afterEach, describe, expect, test, vi } from 'vitest';

import { parseCommandLine, readCommandLine, usageErrorLine } from './command-line.mjs';

const usage = `Usage: npm run demo -- [options] [TEXT]

Does nothing, for the tests.
`;
const options = {
  runs: { type: 'string', default: '5' },
  'no-fail': { type: 'boolean', default: false },
} as const;
const pointer = 'Run `npm run demo -- --help` for the usage.';

describe('readCommandLine', () => {
  test('answers --help and -h with the usage, ending in a newline', () => {
    for (const args of [['--help'], ['-h'], ['--runs', '3', '-h']]) {
      expect(readCommandLine({ usage, options }, args)).toEqual({ kind: 'help', text: usage });
    }
    const bare = 'Usage: npm run demo';
    expect(readCommandLine({ usage: bare }, ['--help'])).toEqual({
      kind: 'help',
      text: `${bare}\n`,
    });
  });

  test('gives the usage even beside a mistake', () => {
    expect(readCommandLine({ usage, options }, ['--bogus', '--help']).kind).toBe('help');
  });

  test('takes --help after -- as an argument', () => {
    const read = readCommandLine({ usage, options, allowPositionals: true }, ['--', '--help']);
    expect(read).toMatchObject({ kind: 'run', positionals: ['--help'] });
  });

  test('returns the options with their defaults, and the arguments', () => {
    expect(readCommandLine({ usage, options }, [])).toMatchObject({
      kind: 'run',
      command: 'npm run demo',
      values: { runs: '5', 'no-fail': false },
      positionals: [],
    });
    const read = readCommandLine({ usage, options, allowPositionals: true }, [
      '--runs=2',
      'blog/',
      '--no-fail',
    ]);
    expect(read).toMatchObject({
      values: { runs: '2', 'no-fail': true },
      positionals: ['blog/'],
    });
  });

  test.each([
    [['--bogus'], false, `Unknown option '--bogus'. ${pointer}`],
    // Node would add its advice on positional arguments that start with a dash.
    [['--bogus'], true, `Unknown option '--bogus'. ${pointer}`],
    [['-x'], false, `Unknown option '-x'. ${pointer}`],
    [['--runs'], false, `Option '--runs <value>' argument missing. ${pointer}`],
    [['--no-fail=yes'], false, `Option '--no-fail' does not take an argument. ${pointer}`],
    [['--runs', '--no-fail'], false, `Option '--runs' argument is ambiguous. ${pointer}`],
    [
      ['blog/'],
      false,
      `Unexpected argument 'blog/'. This command does not take positional arguments. ${pointer}`,
    ],
  ])('turns %j (arguments allowed: %s) into one line', (args, allowPositionals, line) => {
    expect(readCommandLine({ usage, options, allowPositionals }, args)).toEqual({
      kind: 'mistake',
      line,
    });
  });

  test('names npm start as npm start', () => {
    const read = readCommandLine({ usage: 'Usage: npm start -- [options]', options }, ['-x']);
    expect(read).toEqual({
      kind: 'mistake',
      line: "Unknown option '-x'. Run `npm start -- --help` for the usage.",
    });
  });

  test('refuses a usage that does not name its npm command first', () => {
    for (const wrong of ['Usage: node bench.mjs', 'Measures.\nUsage: npm run demo', '']) {
      expect(() => readCommandLine({ usage: wrong }, [])).toThrow('Usage: npm run <name>');
    }
  });
});

describe('usageErrorLine', () => {
  test('keeps the first line and ends it with the pointer to --help', () => {
    expect(usageErrorLine('npm run demo', '--runs must be a whole number')).toBe(
      `--runs must be a whole number. ${pointer}`,
    );
    expect(usageErrorLine('npm run demo', 'Wrong.\nDid you mean it?')).toBe(`Wrong. ${pointer}`);
  });
});

describe('parseCommandLine', () => {
  class Exit extends Error {
    constructor(readonly code: number | string | null | undefined) {
      super(`exit ${code}`);
    }
  }
  const spies = () => ({
    exit: vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Exit(code);
    }),
    out: vi.spyOn(process.stdout, 'write').mockImplementation(() => true),
    error: vi.spyOn(console, 'error').mockImplementation(() => {}),
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  test('prints the usage for --help and exits with 0', () => {
    const { out, error } = spies();
    expect(() => parseCommandLine({ usage, options }, ['--help'])).toThrow(new Exit(0));
    expect(out).toHaveBeenCalledWith(usage);
    expect(error).not.toHaveBeenCalled();
  });

  test('prints one line for a mistaken option and exits with 2', () => {
    const { out, error } = spies();
    expect(() => parseCommandLine({ usage, options }, ['--run', '3'])).toThrow(new Exit(2));
    expect(error.mock.calls).toEqual([[`Unknown option '--run'. ${pointer}`]]);
    expect(out).not.toHaveBeenCalled();
  });

  test('returns the values, and fail() refuses a wrong one with exit code 2', () => {
    const { exit, error } = spies();
    const { values, positionals, fail } = parseCommandLine({ usage, options }, ['--runs', '0']);
    expect(values).toEqual({ runs: '0', 'no-fail': false });
    expect(positionals).toEqual([]);
    expect(exit).not.toHaveBeenCalled();
    expect(() => fail('--runs must be a positive whole number')).toThrow(new Exit(2));
    expect(error.mock.calls).toEqual([[`--runs must be a positive whole number. ${pointer}`]]);
  });
});

describe('the commands of package.json', () => {
  const root = join(import.meta.dirname, '../..');
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  // Every script that runs a program of scripts/ or tooling/, but the tests (test:e2e installs
  // their browser and servers first).
  const commands = Object.entries(scripts).filter(
    ([name, line]) => /^(node|tsx) (scripts|tooling)\//.test(line) && !name.startsWith('test'),
  );
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  // npm runs its start script as `npm start`, and the usage says so.
  const npmCommand = (name: string) => (name === 'start' ? 'npm start' : `npm run ${name}`);

  /** Runs the script's program as npm would, with `args` appended. */
  function run(line: string, args: string[]) {
    const [program, file = ''] = line.split(' ');
    const argv = program === 'tsx' ? [tsx, file, ...args] : [file, ...args];
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
    return new Promise<{ code: number | null; stdout: string }>((resolve) => {
      execFile(process.execPath, argv, { cwd: root, env, timeout: 30_000 }, (error, stdout) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout });
      });
    });
  }

  /**
   * One program, so that the arguments after `--` reach it, that reads its command line with
   * parseCommandLine or runCommand: only those are run below, where a program that ignored
   * --help would start its work (a build, a benchmark, an installation).
   */
  const readsItsCommandLine = (line: string) => {
    const [, file, ...more] = line.split(' ');
    if (!file || more.length > 0) return false;
    return /\b(parseCommandLine|runCommand)\(/.test(readFileSync(join(root, file), 'utf8'));
  };

  test('each is one program that reads its command line with the shared helpers', () => {
    expect(commands.length).toBeGreaterThan(10);
    expect(commands.filter(([, line]) => !readsItsCommandLine(line))).toEqual([]);
  });

  test('each answers --help with its usage and exit code 0', async () => {
    const runnable = commands.filter(([, line]) => readsItsCommandLine(line));
    const results = await Promise.all(
      runnable.map(async ([name, line]) => {
        const { code, stdout } = await run(line, ['--help']);
        return { name, code, names: /^Usage: npm (start|run \S+)/.exec(stdout)?.[0] };
      }),
    );
    expect(results).toEqual(
      runnable.map(([name]) => ({ name, code: 0, names: `Usage: ${npmCommand(name)}` })),
    );
  }, 60_000);
});
