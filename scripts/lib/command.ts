import { usageErrorLine } from './command-line.mjs';
import { DatabaseBusyError } from './database';

export class UsageError extends Error {}

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
