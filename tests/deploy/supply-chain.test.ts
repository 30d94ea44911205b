import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<
  string,
  Record<string, string> | undefined
>;
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  lockfileVersion: number;
  packages: Record<string, { version?: string; resolved?: string; integrity?: string; link?: boolean }>;
};

describe('supply chain', () => {
  it('declares every dependency as a registry version range, never a URL, git or file path', () => {
    const specs = { ...manifest.dependencies, ...manifest.devDependencies, ...manifest.overrides };
    const offRegistry = Object.entries(specs).filter(([, spec]) =>
      /^(?:git|https?|file|link|github):|\//.test(spec),
    );
    expect(offRegistry).toEqual([]);
  });

  it('locks every installed package to the npm registry with a sha512 integrity hash', () => {
    expect(lock.lockfileVersion).toBeGreaterThanOrEqual(2);
    const entries = Object.entries(lock.packages).filter(([key]) => key !== '');
    expect(entries.length).toBeGreaterThan(100);
    const problems = entries
      .filter(([, entry]) => !entry.link)
      .flatMap(([key, entry]) => {
        const found: string[] = [];
        if (!entry.integrity?.startsWith('sha512-')) {
          found.push(`${key}: no integrity`);
        }
        if (entry.resolved && !entry.resolved.startsWith('https://registry.npmjs.org/')) {
          found.push(`${key}: resolved from ${entry.resolved}`);
        }
        return found;
      });
    expect(problems).toEqual([]);
  });
});
