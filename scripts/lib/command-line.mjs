import { parseArgs } from 'node:util';

/**
 * `--help` and `-h` win over any mistake beside them.
 *
 * @template {import('node:util').ParseArgsConfig['options']} Options
 * @param {{ usage: string, options?: Options, allowPositionals?: boolean }} config
 * @param {string[]} args
 */
export function readCommandLine({ usage, options, allowPositionals = false }, args) {
  const command = commandOf(usage);
  const beforeTerminator = args.includes('--') ? args.slice(0, args.indexOf('--')) : args;
  if (beforeTerminator.some((arg) => arg === '--help' || arg === '-h')) {
    return /** @type {const} */ ({
      kind: 'help',
      text: usage.endsWith('\n') ? usage : `${usage}\n`,
    });
  }
  try {
    const parsed = parseArgs({ args, options, allowPositionals, strict: true });
    return /** @type {const} */ ({ kind: 'run', command, ...parsed });
  } catch (error) {
    const { code, message } = /** @type {NodeJS.ErrnoException} */ (error);
    if (!code?.startsWith('ERR_PARSE_ARGS_')) throw error;
    // Node's advice for a positional argument that starts with a dash does not fit `npm run`.
    const wrong = code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? message.split('. ')[0] : message;
    return /** @type {const} */ ({ kind: 'mistake', line: usageErrorLine(command, wrong ?? '') });
  }
}

/**
 * A mistake exits 2, the usual code for a wrong command line, with one line, not a stack trace.
 *
 * @template {import('node:util').ParseArgsConfig['options']} Options
 * @param {{ usage: string, options?: Options, allowPositionals?: boolean }} config
 * @param {string[]} [args]
 */
export function parseCommandLine(config, args = process.argv.slice(2)) {
  const read = readCommandLine(config, args);
  if (read.kind === 'help') {
    process.stdout.write(read.text);
    return process.exit(0);
  }
  if (read.kind === 'mistake') {
    console.error(read.line);
    return process.exit(2);
  }
  const { command, values, positionals } = read;
  /** @type {(message: string) => never} */
  const fail = (message) => {
    console.error(usageErrorLine(command, message));
    return process.exit(2);
  };
  return { values, positionals, fail };
}

/**
 * @param {string} command
 * @param {string} message
 */
export function usageErrorLine(command, message) {
  const [first = ''] = message.trim().split('\n');
  return `${first.replace(/\.$/, '')}. Run \`${command} -- --help\` for the usage.`;
}

/** @param {string} usage */
function commandOf(usage) {
  const command = /^Usage: (npm (?:start|run [\w:-]+))(?: |$)/.exec(usage.split('\n')[0] ?? '');
  if (!command?.[1]) throw new Error(`A usage text starts with "Usage: npm run <name>": ${usage}`);
  return command[1];
}
