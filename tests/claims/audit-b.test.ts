import { expect } from 'vitest';
import { build, claim } from './helpers';

const OUT = 'config/output';

claim(
  `${OUT}/clean-dist-path`,
  "'auto' also empties dist in a build with mode development (only the dev server needs writeToDisk)",
  async () => {
    const dist = await build({ mode: 'development', files: { 'dist/old.txt': 'old' } });
    expect(dist.files).not.toContain('old.txt');
    expect(dist.files).toContain('static/js/index.js');
  },
);

claim(
  `${OUT}/legal-comments`,
  'minified CSS drops /*! comments too; .LICENSE.txt files stay out of the manifest',
  async () => {
    const dist = await build({
      config: { output: { manifest: true } },
      files: {
        'src/index.js': "/*! @license audit-js */\nimport './a.css';\nconsole.log(1);\n",
        'src/a.css':
          '/*! audit-css-leading */\nbody { color: red; }\n/*! audit-css-middle */\na { color: blue; }\n',
      },
    });
    expect(dist.css).not.toContain('audit-css');
    expect(dist.match(/\.LICENSE\.txt$/)).toHaveLength(1);
    expect(dist.read('manifest.json')).not.toContain('LICENSE');
  },
);

const PERF = 'config/performance';

claim(
  `${PERF}/preload`,
  'script and style preloads get crossorigin for any non-default prefix, a same-origin path included',
  async () => {
    const dist = await build({
      files: {
        'src/index.js': "import('./lazy.js');\nimport './a.css';\n",
        'src/lazy.js': "console.log('lazy');\n",
        'src/a.css': 'body { color: red; }\n',
      },
      config: {
        html: { crossorigin: 'anonymous' },
        output: { assetPrefix: '/docs/' },
        performance: { preload: { type: 'all-chunks' } },
      },
    });
    const preloads = dist.html.match(/<link [^>]*rel="preload"[^>]*>/g) ?? [];
    expect(preloads.some((tag) => tag.includes('as="script"'))).toBe(true);
    for (const tag of preloads) expect(tag).toContain('crossorigin=""');
  },
);

claim(`${PERF}/dns-prefetch`, 'one tag per host, in the order given', async () => {
  const dist = await build({
    config: { performance: { dnsPrefetch: ['https://cdn.example.com', 'https://api.example.com'] } },
  });
  expect(dist.html).toContain(
    '<link rel="dns-prefetch" href="https://cdn.example.com"><link rel="dns-prefetch" href="https://api.example.com">',
  );
});

claim(
  `${PERF}/remove-console`,
  'true drops arguments with the call; an array keeps side-effect arguments; aliased calls stay',
  async () => {
    const files = {
      'src/index.js':
        'function sendAnalytics() {\n  globalThis.sent = 1;\n  return 1;\n}\nconsole.log(sendAnalytics());\nconst log = console.log;\nlog("aliased");\n',
    };
    const all = await build({ files, config: { performance: { removeConsole: true } } });
    expect(all.js).not.toContain('globalThis.sent');
    expect(all.js).toContain('aliased');
    const some = await build({ files, config: { performance: { removeConsole: ['log'] } } });
    expect(some.js).toContain('globalThis.sent');
    expect(some.js).toContain('aliased');
  },
);
