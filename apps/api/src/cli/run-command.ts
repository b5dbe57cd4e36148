import { ConfigError } from '../config/config';
import { StartupError } from '../lib/startup-error';

type ErrorKind = abstract new (...args: never[]) => Error;

/**
 * Runs a command line's `main` and sets the process's exit code from it. An error the operator
 * can act on (a bad setting, a database that cannot be opened, or one of the command's own
 * `expected` kinds) prints its message alone, after `prefix(error)`; any other prints with its
 * stack, since it is a fault of the program. Either way the exit code is 1.
 */
export function runCommand(
  main: () => Promise<number>,
  expected: readonly ErrorKind[] = [],
  prefix: (error: Error) => string = () => '',
): void {
  const known: readonly ErrorKind[] = [StartupError, ConfigError, ...expected];
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      const operators = error instanceof Error && known.some((kind) => error instanceof kind);
      console.error(operators ? `${prefix(error)}${error.message}` : error);
      process.exitCode = 1;
    },
  );
}
