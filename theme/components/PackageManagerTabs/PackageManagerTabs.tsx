import { PackageManagerTabs as BasePackageManagerTabs } from '@rspress/core/theme-original';
import type { ReactNode } from 'react';
import { type CommandMode, packageManagerCommands } from './package-manager-commands';

export interface PackageManagerTabsProps {
  /** The command without the tool name, e.g. `add @rsbuild/core -D`, or one command per tool. */
  command: string | Partial<Record<'npm' | 'yarn' | 'pnpm' | 'bun', string>>;
  /** Run a locally installed binary (`npx`, `yarn`, `pnpm`, `bun`). */
  exec?: boolean;
  /** Run a package straight from the registry (`npx`, `yarn dlx`, `pnpm dlx`, `bunx`). */
  dlx?: boolean;
  /** Extra tools shown after the four package managers. */
  additionalTabs?: { tool: string; icon?: ReactNode }[];
}

/**
 * Install snippets with one tab each for npm, yarn, pnpm and bun (plus optional extra tools).
 * The default theme's tabs add Deno and rewrite pnpm commands too; this keeps the four
 * managers and the yarn/bun `install` → `add` rule only.
 */
export function PackageManagerTabs({ command, exec, dlx, additionalTabs = [] }: PackageManagerTabsProps) {
  const mode: CommandMode = dlx ? 'dlx' : exec ? 'exec' : 'run';
  const commands =
    typeof command === 'string'
      ? packageManagerCommands(
          command,
          mode,
          additionalTabs.map((tab) => tab.tool),
        )
      : command;
  return <BasePackageManagerTabs command={commands} additionalTabs={additionalTabs} />;
}
