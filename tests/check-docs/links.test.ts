import { describe, expect, it } from 'vitest';
import { checkLinks, externalUrlProblem } from '../../scripts/check-docs/links';
import { fixture, lines } from './helpers';

describe('links gate', () => {
  it('passes a correct tree (absolute, relative, anchor-only, fragment, public-file and frontmatter links)', () => {
    const result = checkLinks(fixture('good'));
    expect(lines(result, 'good')).toEqual([]);
    expect(result.summary).toMatch(/14 pages, 2 fragments, \d+ links, \d+ anchors checked/);
  });

  it('fails on a dead link and a dead anchor', () => {
    const result = checkLinks(fixture('broken'));
    expect(lines(result, 'broken')).toEqual([
      'en/guide/index.mdx:7  dead link /guide/nope',
      expect.stringMatching(
        /^en\/guide\/index\.mdx:7 {2}dead anchor \/guide\/other#nope \(no heading with id "nope" on /,
      ),
    ]);
  });

  it('checks external links', () => {
    expect(externalUrlProblem('https://rspack.rs/config/')).toBeNull();
    expect(externalUrlProblem('http://localhost:3000')).toBeNull();
    expect(externalUrlProblem('http://v0.rsbuild.dev/guide/start')).toBeNull();
    expect(externalUrlProblem('mailto:someone@example.com')).toBeNull();
    expect(externalUrlProblem('http://example.com')).toMatch(/must use https/);
    expect(externalUrlProblem('https://exa mple.com')).toMatch(/malformed/);
    expect(externalUrlProblem('https:/example.com')).toMatch(/malformed/);
    expect(externalUrlProblem('https://nodots')).toMatch(/malformed/);
    expect(externalUrlProblem('ftp://example.com')).toMatch(/unsupported link scheme/);
  });
});
