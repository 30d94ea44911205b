import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { remoteSearchConfig } from '../../data/search';
import {
  fetchRemoteGroups,
  parseRemoteGroups,
  type RemoteSearchConfig,
  remoteSearchUrl,
} from './remote-search';

const hit = {
  routePath: '/config/output/charset',
  title: 'output.charset',
  toc: [],
  content: 'charset of output',
};
const requests: URL[] = [];
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url);
    if (url.pathname === '/answer') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify([
          { index: 'default', hits: [hit, { broken: true }] },
          { index: 'blog', hits: [] },
        ]),
      );
    } else if (url.pathname === '/not-json') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('<html>oops</html>');
    } else if (url.pathname === '/wrong-shape') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"results":[]}');
    } else {
      res.writeHead(500).end('boom');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const query = { keyword: 'charset', limit: 7, lang: 'zh' };

describe('remoteSearchUrl', () => {
  it('sends keyword, limit, searchIndexes and lang, resolving a path against the page', () => {
    const url = new URL(
      remoteSearchUrl(
        { apiUrl: '/api/search', searchIndexes: ['blog', 'api'] },
        query,
        'https://rsbuild.dev/zh/guide/',
      ),
    );
    expect(url.origin + url.pathname).toBe('https://rsbuild.dev/api/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      keyword: 'charset',
      limit: '7',
      searchIndexes: 'blog,api',
      lang: 'zh',
    });
  });

  it('encodes odd keywords safely', () => {
    const url = new URL(
      remoteSearchUrl(
        { apiUrl: 'https://x.test/s', searchIndexes: [] },
        { ...query, keyword: 'a&b=#?' },
        'https://rsbuild.dev/',
      ),
    );
    expect(url.searchParams.get('keyword')).toBe('a&b=#?');
  });
});

describe('fetchRemoteGroups against a local HTTP server', () => {
  const config = (path: string): RemoteSearchConfig => ({
    apiUrl: `${origin}${path}`,
    searchIndexes: ['blog'],
  });

  it('returns the groups the API answers, dropping malformed hits', async () => {
    const groups = await fetchRemoteGroups(config('/answer'), query, 'https://rsbuild.dev/');
    expect(groups.map((group) => group.index)).toEqual(['default', 'blog']);
    expect(groups[0]?.hits).toEqual([hit]);
    const sent = requests.at(-1);
    expect(sent?.searchParams.get('keyword')).toBe('charset');
    expect(sent?.searchParams.get('searchIndexes')).toBe('blog');
    expect(sent?.searchParams.get('lang')).toBe('zh');
  });

  it.each(['/fails', '/not-json', '/wrong-shape'])(
    'logs the failure and returns no groups: %s',
    async (path) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(await fetchRemoteGroups(config(path), query, 'https://rsbuild.dev/')).toEqual([]);
      expect(log).toHaveBeenCalledWith(
        expect.stringContaining('[search] remote search failed'),
        expect.anything(),
      );
      log.mockRestore();
    },
  );

  it('logs and returns no groups when the server cannot be reached', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const closed = { apiUrl: 'http://127.0.0.1:9/search', searchIndexes: [] };
    expect(await fetchRemoteGroups(closed, query, 'https://rsbuild.dev/')).toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});

describe('parseRemoteGroups', () => {
  it('fills in a missing outline and content', () => {
    expect(parseRemoteGroups([{ index: 'default', hits: [{ routePath: '/a', title: 'A' }] }])).toEqual([
      { index: 'default', hits: [{ routePath: '/a', title: 'A', toc: [], content: '' }] },
    ]);
  });
});

describe('remoteSearchConfig', () => {
  it('is off without a URL and splits the index list', () => {
    expect(remoteSearchConfig(undefined, 'a')).toBeUndefined();
    expect(remoteSearchConfig('  ', undefined)).toBeUndefined();
    expect(remoteSearchConfig('/api/search', ' blog, ,api ')).toEqual({
      apiUrl: '/api/search',
      searchIndexes: ['blog', 'api'],
    });
  });
});
