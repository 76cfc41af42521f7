import { usageErrorLine } from './command-line.mjs';
import { DatabaseBusyError } from './database';

/** A mistaken option or argument: the command says what is wrong and where the usage is. */
export class UsageError extends Error {}

/**
 * Runs an operator's command (`npm run <name>`) with the process's arguments and sets its exit
 * code: `main`'s, 2 when the site holds the embedded database, 1 for any other error, with the
 * pointer to `--help` after a mistaken option.
 */
export function runCommand(name: string, main: (args: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof UsageError) {
        console.error(usageErrorLine(`npm run ${name}`, message));
      } else {
        console.error(message);
      }
      process.exitCode = error instanceof DatabaseBusyError ? 2 : 1;
    },
  );
}
