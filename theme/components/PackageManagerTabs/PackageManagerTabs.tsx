import { PackageManagerTabs as StaticPackageManagerTabs } from '@rspress/core/theme-original';
import { lazy, type ReactNode } from 'react';
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
 * The default theme's tabs bring an SVG icon per package manager (≈ 6 KB gzip, Bun's alone 4 KB),
 * which every page's first load carried although few pages show install commands. The browser
 * loads them with the first page that has tabs; until then the page's Suspense part keeps the
 * server-rendered tabs. The Markdown render for llms.txt (`SSG_MD`) cannot wait for a lazy
 * component, so it keeps the static import (the constant removes it from the other builds).
 */
const BasePackageManagerTabs = import.meta.env.SSG_MD
  ? StaticPackageManagerTabs
  : lazy(() =>
      import('@rspress/core/dist/theme/components/PackageManagerTabs/index.js').then((module) => ({
        default: module.PackageManagerTabs,
      })),
    );

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
