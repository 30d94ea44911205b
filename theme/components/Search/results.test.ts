import { describe, expect, it } from 'vitest';
import { highlight, pageHits, SNIPPET_LENGTH } from './results';

const page = {
  routePath: '/config/server/port',
  title: 'server.port',
  content: `Sets the port. ${'Filler text. '.repeat(20)}\n\nWhen the port is taken, the next free port is used.`,
  toc: [{ id: 'taken', text: 'When the port is taken', depth: 2, charIndex: 280 }],
};

describe('pageHits', () => {
  it('lists the title (with the snippet before the first heading) and the matched headings', () => {
    const hits = pageHits(page, ['port']);
    expect(hits.map((hit) => [hit.link, hit.heading])).toEqual([
      ['/config/server/port', 'server.port'],
      ['/config/server/port#taken', 'When the port is taken'],
    ]);
    expect(hits[0]?.snippet).toMatch(/^Sets the port\./);
    expect(hits[0]?.snippet?.length).toBeLessThanOrEqual(SNIPPET_LENGTH);
  });

  it('shows a match in the body under the heading of its section', () => {
    const hits = pageHits(page, ['free']);
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ link: '/config/server/port#taken', heading: 'When the port is taken' });
    expect(hits[0]?.snippet).toContain('next free port');
  });
});

describe('highlight', () => {
  it('marks the words whatever their case and accents', () => {
    expect(highlight('Dáta URI data', ['data'])).toEqual([
      { text: 'Dáta', mark: true },
      { text: ' URI ', mark: false },
      { text: 'data', mark: true },
    ]);
  });
});
