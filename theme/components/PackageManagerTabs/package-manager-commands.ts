/** The package managers every install snippet shows, in tab order. */
export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;

export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

export type CommandMode = 'run' | 'exec' | 'dlx';

const PREFIX: Record<CommandMode, Record<PackageManager, string>> = {
  run: { npm: 'npm', yarn: 'yarn', pnpm: 'pnpm', bun: 'bun' },
  exec: { npm: 'npx', yarn: 'yarn', pnpm: 'pnpm', bun: 'bun' },
  dlx: { npm: 'npx', yarn: 'yarn dlx', pnpm: 'pnpm dlx', bun: 'bunx' },
};

/** Words of a command line without its options (`-D`, `--save-dev`, …). */
function withoutOptions(command: string): string {
  return command
    .split(/\s+/)
    .filter((word) => word !== '' && !word.startsWith('-'))
    .join(' ');
}

/**
 * yarn and bun add packages with `add`, not `install`: `yarn install react` becomes
 * `yarn add react`. A plain `yarn install` / `bun install` (options ignored) installs the
 * lockfile and stays as written.
 */
export function normalizeInstall(command: string): string {
  const [tool, subcommand] = command.trim().split(/\s+/);
  if ((tool !== 'yarn' && tool !== 'bun') || subcommand !== 'install') return command;
  const bare = withoutOptions(command);
  if (bare === 'yarn install' || bare === 'bun install') return command;
  return command.replace(/(^\s*\S+\s+)install(?=\s|$)/, '$1add');
}

/** The command line each package manager runs for `command` (written without the tool name). */
export function packageManagerCommands(
  command: string,
  mode: CommandMode = 'run',
  extraTools: readonly string[] = [],
): Record<string, string> {
  const lines: Record<string, string> = {};
  for (const manager of PACKAGE_MANAGERS) {
    lines[manager] = normalizeInstall(`${PREFIX[mode][manager]} ${command}`.trim());
  }
  for (const tool of extraTools) lines[tool] = `${tool} ${command}`.trim();
  return lines;
}
