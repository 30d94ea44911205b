import { type ParseArgsConfig, parseArgs } from 'node:util';

/** A command line the script cannot run with: printed without a stack trace, exit code 2. */
export class UsageError extends Error {}

/**
 * A script's command line, read by node:util's `parseArgs` in strict mode. A misspelt or unknown
 * option (`--prot 4000`) is an error naming it instead of being ignored, and a repeated option takes
 * its last value, so `npm run preview -- --port 4501` overrides the script's own `--port 3000`.
 */
export function readCommandLine<const T extends Omit<ParseArgsConfig, 'args' | 'strict'>>(
  config: T,
  argv: readonly string[] = process.argv.slice(2),
) {
  try {
    return parseArgs({ ...config, args: [...argv], strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** Runs a script's `main`, printing a usage error's message alone and any other error with its stack. */
export function runScript(main: () => Promise<void> | void): void {
  Promise.resolve()
    .then(main)
    .catch((error: unknown) => {
      if (error instanceof UsageError) console.error(error.message);
      else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exitCode = error instanceof UsageError ? 2 : 1;
    });
}
