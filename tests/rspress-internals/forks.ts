/**
 * The fork tripwire. Each component of theme/ that copies or re-emits a default-theme component (its
 * markup, classes or logic, changed in one place) is listed here with the upstream file it follows in
 * the pinned Rspress (@rspress/core 2.0.22, under `dist/theme/`) and the first 16 hex digits of that
 * file's SHA-256. An upgrade that changes an original fails forks.test.ts with the fork's name and the
 * upstream file: diff the original against the previous release, carry the change into the fork (or
 * decide it does not apply), then record the new hash (CONTRIBUTING.md, "Changing the theme").
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Fork {
  /** The fork, from the repository root. */
  file: string;
  /** Upstream files it follows, relative to `@rspress/core/dist/theme/`, with their hash prefix. */
  upstream: Record<string, string>;
}

export const FORKS: readonly Fork[] = [
  {
    file: 'theme/components/Nav/Nav.tsx',
    upstream: {
      'components/Nav/index.js': '0b40b7939b2276ba',
      'components/Nav/NavMenu.js': '58513ff17ff88cc5',
    },
  },
  {
    file: 'theme/components/NavMenuGroup/NavMenuGroup.tsx',
    upstream: { 'components/Nav/NavMenu.js': '58513ff17ff88cc5' },
  },
  {
    file: 'theme/components/DocLayout/DocLayout.tsx',
    upstream: { 'layout/DocLayout/index.js': '2dc5a0c3edd9f258' },
  },
  {
    file: 'theme/components/HomeHero/HomeHero.tsx',
    upstream: { 'components/HomeHero/index.js': '49b5b7c7627f3ee8' },
  },
  {
    file: 'theme/components/NavHamburger/NavHamburger.tsx',
    upstream: { 'components/NavHamburger/index.js': '14818b4b94230e67' },
  },
  {
    file: 'theme/components/FallbackHeading/AnchoredHeading.tsx',
    upstream: { 'components/FallbackHeading/index.js': '619adcb22fe53c7c' },
  },
  {
    file: 'theme/components/ActiveAnchor/useActiveAnchor.ts',
    upstream: { 'hooks/useActiveAnchor.js': '876aee9ba7e489f7' },
  },
  {
    file: 'theme/components/ScrollableTable/ScrollableTable.tsx',
    upstream: { 'components/DocContent/docComponents/table.js': '9bd6ba7c312735ca' },
  },
  {
    file: 'theme/components/ReadPercent/useReadPercent.ts',
    upstream: { 'components/ReadPercent/useReadPercent.js': 'c0e09186640433d1' },
  },
  {
    file: 'theme/components/ReadPercent/ReadPercent.tsx',
    upstream: { 'components/ReadPercent/index.js': '6894010df312e535' },
  },
  {
    file: 'theme/components/DynamicToc/use-watch-toc.ts',
    upstream: { 'hooks/useDynamicToc.js': 'a8e672ab54e206a8' },
  },
  {
    file: 'theme/components/PackageManagerTabs/PackageManagerTabs.tsx',
    upstream: { 'components/PackageManagerTabs/index.js': '71ff8475e8e54868' },
  },
  {
    file: 'theme/components/SocialLinks/SocialLinks.tsx',
    upstream: {
      'components/SocialLinks/index.js': '272b4c71ca702161',
      'components/SocialLinks/SocialLink.js': '2c9ba16dafe4c039',
    },
  },
  {
    file: 'theme/components/NavTitle/NavTitle.tsx',
    upstream: { 'components/NavTitle/index.js': '50abf25aee376603' },
  },
  {
    file: 'theme/components/SwitchAppearance/SwitchAppearance.tsx',
    upstream: { 'components/SwitchAppearance/index.js': 'f0918691a311b44a' },
  },
  {
    file: 'theme/components/Overview/Overview.tsx',
    upstream: { 'components/Overview/index.js': 'ca2a51f6f7d2a74a' },
  },
  {
    file: 'theme/components/Sidebar/Sidebar.tsx',
    upstream: { 'components/Sidebar/index.js': '62dd973f151ca47f' },
  },
  {
    file: 'theme/components/Sidebar/SidebarGroup.tsx',
    upstream: {
      'components/Sidebar/index.js': '62dd973f151ca47f',
      'components/Sidebar/SidebarGroup.js': '941f39b98b08756f',
    },
  },
  {
    file: 'theme/components/DocContent/DocContent.tsx',
    upstream: { 'components/DocContent/index.js': 'd137d9c2761d8336' },
  },
  {
    file: 'theme/components/ThemeState/use-theme-state.ts',
    upstream: { 'logic/useThemeState.js': '91e6461f597ff3fc' },
  },
  {
    file: 'theme/components/ScrollToTop/ScrollToTop.tsx',
    upstream: { 'components/Outline/ScrollToTop.js': '1791d20ed8c94186' },
  },
];

/** The SHA-256 prefix the manifest records. */
export function upstreamHash(content: Buffer | string): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 16);
}

/**
 * One line per upstream file that is missing or no longer has its recorded hash under `themeDist`
 * (`@rspress/core/dist/theme` of the installed release), naming the fork that follows it.
 */
export function staleForks(themeDist: string, forks: readonly Fork[] = FORKS): string[] {
  const problems: string[] = [];
  for (const fork of forks) {
    for (const [file, recorded] of Object.entries(fork.upstream)) {
      const absolute = path.join(themeDist, file);
      if (!existsSync(absolute)) {
        problems.push(`${fork.file}: its upstream dist/theme/${file} is gone`);
        continue;
      }
      const actual = upstreamHash(readFileSync(absolute));
      if (actual !== recorded) {
        problems.push(
          `${fork.file}: its upstream dist/theme/${file} changed (recorded ${recorded}, now ${actual}); carry the change into the fork, then record the new hash`,
        );
      }
    }
  }
  return problems;
}
