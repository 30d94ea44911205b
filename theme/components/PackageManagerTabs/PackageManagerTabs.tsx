import { Tab } from '@rspress/core/theme-original';
import type { CSSProperties, ReactNode } from 'react';
import { IS_MARKDOWN_RENDER, NpmIcon, PnpmIcon, YarnIcon } from '../../rspress-internals';
import { getCustomMDXComponent } from '../MdxComponents/mdx-components';
import { Tabs } from '../StorageGuard/SafeTabs';
import { BunIcon } from './BunIcon';
import { type CommandMode, packageManagerCommands } from './package-manager-commands';
import { TabLabel } from './TabLabel';

/** The tab group every install snippet shares: choosing pnpm once shows pnpm everywhere. */
const GROUP_ID = 'package.manager';

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

const ICONS: Record<string, ReactNode> = {
  npm: <NpmIcon />,
  yarn: <YarnIcon />,
  pnpm: <PnpmIcon />,
  bun: <BunIcon />,
};

/** `pnpm add react` → `['pnpm', ' add react']`: the tool and the rest, coloured apart. */
function splitTool(line: string): [string, string] {
  const tool = line.split(' ')[0] ?? '';
  return [tool, line.slice(tool.length)];
}

/**
 * Install snippets with a tab each for npm, yarn, pnpm and bun (plus optional extra tools) in the
 * tab group `package.manager`, laid out as the default theme's, without its Deno tab, its pnpm
 * rewrite and its 4 KB Bun icon. For llms.txt (the Markdown render) one fenced block per tool, as the default.
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
  const entries = Object.entries(commands).filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (IS_MARKDOWN_RENDER) {
    return entries
      .map(([, line]) => {
        const [tool, rest] = splitTool(line);
        return `\n\`\`\`sh [${tool}]\n${tool}${rest}\n\`\`\`\n`;
      })
      .join('');
  }
  const icons: Record<string, ReactNode> = {
    ...ICONS,
    ...Object.fromEntries(additionalTabs.map((tab) => [tab.tool, tab.icon])),
  };
  const Pre = getCustomMDXComponent().pre;
  return (
    <Tabs groupId={GROUP_ID}>
      {entries.map(([key, line], index) => {
        const [tool, rest] = splitTool(line);
        return (
          <Tab
            key={key}
            label={
              <TabLabel groupId={GROUP_ID} index={index}>
                {icons[key]}
                <span style={{ marginBottom: 2 }}>{key}</span>
              </TabLabel>
            }
          >
            {/* Sized and laid out on demand like the Markdown blocks (theme/styles/code-layout.css):
                one line, as wide as its characters (a command is ASCII, one `ch` each). */}
            <Pre
              lang="bash"
              className="shiki css-variables code-sized"
              style={
                {
                  backgroundColor: 'var(--shiki-background)',
                  color: 'var(--shiki-foreground)',
                  '--code-lines': 1,
                  '--code-cols': line.length,
                  '--code-wide': 0,
                } as CSSProperties
              }
            >
              <code style={{ whiteSpace: 'pre' }}>
                <span className="line">
                  {/* The token classes of the Markdown code blocks (theme/styles/code-tokens.css). */}
                  <span className="tk-function">{tool}</span>
                  <span className="tk-string">{rest}</span>
                </span>
              </code>
            </Pre>
          </Tab>
        );
      })}
    </Tabs>
  );
}
