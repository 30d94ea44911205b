import { expect } from 'vitest';
import { build, claim, example } from './helpers';

const H = 'config/html';
const png = Buffer.alloc(300, 3);

/** The part of an HTML page inside <head> and inside <body>. */
function split(html: string): { head: string; body: string } {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  return { head, body };
}

claim(
  `${H}/app-icon`,
  'copies icons, links apple-touch-icon for 180 px and writes the manifest',
  async () => {
    const dist = await build({
      configFile: example(`${H}/app-icon`, 'basic'),
      files: { 'src/assets/icon-180.png': png, 'src/assets/icon-512.png': Buffer.alloc(301, 3) },
    });
    expect(dist.match(/^static\/image\/icon-(180|512)\b.*\.png$/)).toHaveLength(2);
    expect(dist.html).toMatch(
      /<link rel="apple-touch-icon" sizes="180x180" href="\/static\/image\/icon-180[^"]*\.png">/,
    );
    expect(dist.html).not.toMatch(/apple-touch-icon[^>]*icon-512/);
    expect(dist.html).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest">/);
    const manifest = JSON.parse(dist.read('manifest.webmanifest'));
    expect(manifest.name).toBe('Rsbuild Notes');
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes).sort()).toEqual(['180x180', '512x512']);
  },
);

claim(
  `${H}/app-icon`,
  "targets: 'apple-touch-icon' only links, 'web-app-manifest' only lists; purpose goes to the manifest",
  async () => {
    const dist = await build({
      configFile: example(`${H}/app-icon`, 'targets'),
      files: {
        'src/assets/apple-icon.png': png,
        'src/assets/icon-192.png': Buffer.alloc(302, 3),
        'src/assets/icon-maskable.png': Buffer.alloc(303, 3),
      },
    });
    expect(dist.html.match(/apple-touch-icon/g)).toHaveLength(1);
    expect(dist.html).toMatch(/apple-touch-icon[^>]*apple-icon/);
    const manifest = JSON.parse(dist.read('manifest.webmanifest'));
    expect(manifest.icons).toHaveLength(2);
    expect(JSON.stringify(manifest.icons)).not.toContain('apple-icon');
    expect(manifest.icons.find((i: { purpose?: string }) => i.purpose === 'maskable').sizes).toBe('512x512');
  },
);

const cssApp = { 'src/index.js': "import './a.css';\n", 'src/a.css': 'body { color: red; }\n' };

claim(`${H}/crossorigin`, "'anonymous' and true add crossorigin to script and stylesheet tags", async () => {
  for (const id of ['cdn', 'true']) {
    const dist = await build({ configFile: example(`${H}/crossorigin`, id), files: cssApp });
    expect(dist.html).toMatch(/<script [^>]*src="[^"]*index\.[0-9a-f]{8}\.js" crossorigin="anonymous">/);
    expect(dist.html).toMatch(/<link [^>]*rel="stylesheet" crossorigin="anonymous">/);
  }
  const def = await build({ files: cssApp });
  expect(def.html).not.toContain('crossorigin');
});

claim(
  `${H}/favicon`,
  'a local file is copied to the dist root; an .svg gets type="image/svg+xml"',
  async () => {
    const dist = await build({
      configFile: example(`${H}/favicon`, 'file'),
      files: { 'src/assets/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    });
    expect(dist.files).toContain('icon.svg');
    expect(dist.html).toContain('<link rel="icon" href="/icon.svg" type="image/svg+xml">');
  },
);

claim(
  `${H}/favicon`,
  'a URL is used as it is; without the option, public/favicon.ico is linked',
  async () => {
    const url = await build({ configFile: example(`${H}/favicon`, 'url') });
    expect(url.html).toContain('<link rel="icon" href="https://cdn.example.com/brand/favicon.ico">');
    expect(url.match(/favicon/)).toHaveLength(0);
    const pub = await build({ files: { 'public/favicon.ico': png } });
    expect(pub.html).toContain('<link rel="icon" href="/favicon.ico">');
  },
);

claim(`${H}/favicon`, 'the function form picks an icon per entry', async () => {
  const dist = await build({
    configFile: example(`${H}/favicon`, 'fn'),
    files: {
      'src/main.ts': '',
      'src/admin.ts': '',
      'src/assets/admin-icon.png': png,
      'src/assets/icon.png': png,
    },
  });
  expect(dist.read('admin.html')).toContain('href="/admin-icon.png"');
  expect(dist.read('main.html')).toContain('href="/icon.png"');
});

claim(`${H}/implementation`, "'native' builds the page with Rspack's HtmlRspackPlugin", async () => {
  const dist = await build({ configFile: example(`${H}/implementation`, 'native') });
  expect(dist.html).toMatch(/<script defer src="\/static\/js\/index\.[0-9a-f]{8}\.js">/);
  expect(dist.html).toContain('<div id="root"></div>');
});

claim(
  `${H}/inject`,
  "default 'head': scripts and links in <head>; 'body' moves scripts to the end of <body>",
  async () => {
    const def = split((await build({ files: cssApp })).html);
    expect(def.head).toMatch(/<script defer src=/);
    expect(def.head).toMatch(/rel="stylesheet"/);
    const body = await build({ configFile: example(`${H}/inject`, 'body'), files: cssApp });
    const parts = split(body.html);
    expect(parts.head).not.toContain('<script');
    expect(parts.head).toMatch(/rel="stylesheet"/);
    expect(parts.body).toMatch(/<div id="root"><\/div>\s*<script defer src=/);
  },
);

claim(`${H}/inject`, 'the function form moves only the legacy entry to <body>', async () => {
  const dist = await build({
    configFile: example(`${H}/inject`, 'fn'),
    files: { 'src/index.ts': '', 'src/legacy.ts': '' },
  });
  expect(split(dist.read('legacy.html')).body).toContain('<script');
  expect(split(dist.read('index.html')).head).toContain('<script');
});

claim(`${H}/inject`, 'false: the template places htmlPlugin.tags itself', async () => {
  const tpl = example(`${H}/inject`, 'off-template');
  const dist = await build({ configFile: example(`${H}/inject`, 'off'), files: { [tpl.title]: tpl.code } });
  const { head } = split(dist.html);
  expect(head).toContain('<title>Manual tags</title>');
  expect(head).toMatch(/<script defer src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>/);
  expect(dist.html.match(/<script/g)).toHaveLength(1);
  const bare = await build({ config: { html: { inject: false } } });
  expect(bare.html).toMatch(/<head><\/head><body><div id="root"><\/div><\/body>/);
});

claim(`${H}/meta`, 'defaults charset and viewport; string and object forms', async () => {
  const def = await build();
  expect(def.html).toContain('<meta charset="utf-8">');
  expect(def.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1.0">');
  const str = await build({ configFile: example(`${H}/meta`, 'string') });
  expect(str.html).toContain(
    '<meta name="description" content="Personal finance tracker built with Rsbuild">',
  );
  expect(str.html).toContain('<meta name="theme-color" content="#0f766e">');
  expect(str.html).toContain('<meta charset="utf-8">');
  const obj = await build({ configFile: example(`${H}/meta`, 'object') });
  expect(obj.html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'self'">`);
  expect(obj.html).toContain('<meta property="og:title" content="Finance Tracker">');
});

claim(`${H}/meta`, 'the function form sets a description per entry; false removes a default', async () => {
  const fn = await build({
    configFile: example(`${H}/meta`, 'fn'),
    files: { 'src/index.ts': '', 'src/reports.ts': '' },
  });
  expect(fn.read('reports.html')).toContain('<meta name="description" content="Monthly reports and charts">');
  expect(fn.read('index.html')).toContain('<meta name="description" content="Track spending and budgets">');
  const removed = await build({ configFile: example(`${H}/meta`, 'remove') });
  expect(removed.html).not.toContain('viewport');
  expect(removed.html).toContain('<meta charset="utf-8">');
});

claim(
  `${H}/mount-id`,
  "default 'root'; mountId sets the id, also through <%= mountId %> in a template",
  async () => {
    expect((await build()).html).toContain('<div id="root"></div>');
    expect((await build({ configFile: example(`${H}/mount-id`, 'app') })).html).toContain(
      '<div id="app"></div>',
    );
    const tpl = example(`${H}/mount-id`, 'template-file');
    const custom = await build({
      configFile: example(`${H}/mount-id`, 'template'),
      files: { [tpl.title]: tpl.code },
    });
    expect(custom.html).toContain('<div id="app"></div>');
  },
);

claim(
  `${H}/output-structure`,
  "'nested' writes <entry>/index.html, 'flat' (default) <entry>.html",
  async () => {
    const files = { 'src/index.ts': '', 'src/about.ts': '' };
    const nested = await build({ configFile: example(`${H}/output-structure`, 'nested'), files });
    expect(nested.match(/\.html$/)).toEqual(['about/index.html', 'index/index.html']);
    const flat = await build({
      files,
      config: { source: { entry: { index: './src/index.ts', about: './src/about.ts' } } },
    });
    expect(flat.match(/\.html$/)).toEqual(['about.html', 'index.html']);
  },
);

claim(
  `${H}/script-loading`,
  "'defer' by default, 'blocking' drops defer, 'module' sets type=module",
  async () => {
    expect((await build()).html).toMatch(/<script defer src=/);
    const blocking = await build({ configFile: example(`${H}/script-loading`, 'blocking') });
    expect(split(blocking.html).body).toMatch(
      /<script src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>/,
    );
    const mod = await build({ configFile: example(`${H}/script-loading`, 'module') });
    expect(mod.html).toMatch(/<script type="module" src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>/);
  },
);

claim(
  `${H}/tags`,
  'tag objects: true is a bare attribute, script and link go to <head>, head: false to <body>',
  async () => {
    const dist = await build({ configFile: example(`${H}/tags`, 'object') });
    const { head, body } = split(dist.html);
    expect(head).toContain('<script src="https://cdn.example.com/analytics.js" async></script>');
    expect(head).toContain('<link rel="preconnect" href="https://api.example.com">');
    expect(body).toMatch(/<noscript>[^<]+<\/noscript>/);
  },
);

claim(`${H}/tags`, 'head and append give four slots; relative src gets the asset prefix', async () => {
  const dist = await build({ configFile: example(`${H}/tags`, 'positions') });
  const { head, body } = split(dist.html);
  const order = (s: string) => [...s.matchAll(/<script [^>]*src="([^"]+)"/g)].map((m) => m[1]);
  expect(order(head)).toEqual([
    '/before-head.js',
    expect.stringMatching(/^\/static\/js\/index\./),
    '/after-head.js',
  ]);
  expect(order(body)).toEqual(['/before-body.js', '/after-body.js']);
});

claim(`${H}/tags`, 'a handler receives entryName and can add a tag to one page', async () => {
  const dist = await build({
    configFile: example(`${H}/tags`, 'handler'),
    config: { source: { entry: { index: './src/index.js', admin: './src/index.js' } } },
  });
  expect(dist.read('admin.html')).toContain('<meta name="robots" content="noindex">');
  expect(dist.read('index.html')).not.toContain('robots');
});

claim(`${H}/template-parameters`, 'object parameters are merged with the built-in ones', async () => {
  const tpl = example(`${H}/template-parameters`, 'object-template');
  const dist = await build({
    configFile: example(`${H}/template-parameters`, 'object'),
    files: { [tpl.title]: tpl.code },
  });
  expect(dist.html).toContain('<html lang="en">');
  expect(dist.html).toContain('<div id="root"></div>');
  expect(dist.html).toContain('help@example.com');
});

claim(
  `${H}/template-parameters`,
  'the function form sets parameters per entry; assetPrefix has no trailing slash',
  async () => {
    const tpl = example(`${H}/template-parameters`, 'object-template');
    const dist = await build({
      configFile: example(`${H}/template-parameters`, 'fn'),
      files: { [tpl.title]: tpl.code, 'src/index.ts': '', 'src/docs.ts': '' },
    });
    expect(dist.read('docs.html')).toContain('<html lang="zh-CN">');
    expect(dist.read('index.html')).toContain('<html lang="en">');
    const prefix = await build({
      config: { output: { assetPrefix: 'https://cdn.example.com/app/' }, html: { template: './t.html' } },
      files: { 't.html': '<html><head></head><body><a href="<%= assetPrefix %>/x.css"></a></body></html>' },
    });
    expect(prefix.html).toContain('href="https://cdn.example.com/app/x.css"');
  },
);

claim(
  `${H}/template`,
  'a custom template keeps its markup and gets the tags; a missing file fails the build',
  async () => {
    const tpl = example(`${H}/template`, 'string-template');
    const dist = await build({
      configFile: example(`${H}/template`, 'string'),
      files: { [tpl.title]: tpl.code },
    });
    expect(dist.html).toContain('<div id="modal-root"></div>');
    expect(dist.html).toMatch(/<link rel="preconnect" href="https:\/\/fonts\.example\.com" ?\/?>/);
    expect(dist.html).toContain('<title>Rsbuild App</title>');
    expect(dist.html).toMatch(/<script defer src=/);
    await expect(build({ configFile: example(`${H}/template`, 'string') })).rejects.toThrow(
      /static[\\/]index\.html/,
    );
  },
);

claim(`${H}/template`, 'the function form picks a template per entry', async () => {
  const dist = await build({
    configFile: example(`${H}/template`, 'fn'),
    files: {
      'src/main.ts': '',
      'src/embed.ts': '',
      'static/index.html': '<html><head></head><body><main id="full"></main></body></html>',
      'static/embed.html': '<html><head></head><body><main id="embed"></main></body></html>',
    },
  });
  expect(dist.read('embed.html')).toContain('id="embed"');
  expect(dist.read('main.html')).toContain('id="full"');
});

claim(`${H}/title`, "default 'Rsbuild App'; a string sets it; '' leaves <title> out", async () => {
  expect((await build()).html).toContain('<title>Rsbuild App</title>');
  expect((await build({ configFile: example(`${H}/title`, 'string') })).html).toContain(
    '<title>Inventory Dashboard</title>',
  );
  expect((await build({ config: { html: { title: '' } } })).html).not.toContain('<title>');
});

claim(`${H}/title`, 'the function form returns a title per entry; a template <title> wins', async () => {
  const dist = await build({
    configFile: example(`${H}/title`, 'fn'),
    files: { 'src/index.ts': '', 'src/settings.ts': '' },
  });
  expect(dist.read('settings.html')).toContain('<title>Settings - Inventory Dashboard</title>');
  const tpl = await build({
    config: { html: { title: 'Ignored', template: './t.html' } },
    files: { 't.html': '<html><head><title>Own</title></head><body></body></html>' },
  });
  expect(tpl.html.match(/<title>/g)).toHaveLength(1);
  expect(tpl.html).toContain('<title>Own</title>');
});
