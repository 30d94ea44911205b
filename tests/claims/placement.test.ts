/**
 * Where Rsbuild puts what it injects, and what it computes, for the corrections of issue 49: the
 * resource hints among a template's own head tags, html.tags slots, app icons without HTML,
 * crossorigin on preload links, the css-loader options, Svelte 5 hot reload and the servers' Host
 * header.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pluginSvelte } from '@rsbuild/plugin-svelte';
import { expect } from 'vitest';
import { build, claim, create, dev, example, preview, REPO_ROOT } from './helpers';

/** The tags of a part of an HTML page (`<head>` or `<body>`), each as its start tag. */
function tagsOf(html: string, part: 'head' | 'body'): string[] {
  const inner = new RegExp(`<${part}>([\\s\\S]*)</${part}>`).exec(html)?.[1] ?? '';
  return [...inner.matchAll(/<(?!\/)[^>]+>/g)].map((m) => m[0]);
}

const TEMPLATE = [
  '<!doctype html>',
  '<html>',
  '<head>',
  '<meta charset="UTF-8">',
  '<meta name="from-template" content="1">',
  '<title>Template</title>',
  '</head>',
  '<body>',
  '<div id="from-template"></div>',
  '</body>',
  '</html>',
].join('\n');

claim(
  'config/performance/preconnect',
  "preconnect links come first among Rsbuild's head tags, after the template's own head",
  async () => {
    const dist = await build({
      config: {
        html: { template: './index.html' },
        performance: { preconnect: ['https://cdn.example.com'], dnsPrefetch: ['https://api.example.com'] },
      },
      files: { 'index.html': TEMPLATE, 'src/index.js': "import './a.css';\n", 'src/a.css': 'a{color:red}\n' },
    });
    const head = tagsOf(dist.html, 'head');
    const at = (re: RegExp) => head.findIndex((t) => re.test(t));
    expect(at(/name="from-template"/)).toBeGreaterThan(at(/charset/));
    expect(at(/<title>/)).toBeLessThan(at(/rel="preconnect"/));
    // the hints lead the injected tags: preconnect, then dns-prefetch, then scripts and styles
    expect(at(/rel="preconnect"/)).toBe(at(/<title>/) + 1);
    expect(at(/rel="dns-prefetch"/)).toBe(at(/rel="preconnect"/) + 1);
    expect(at(/<script/)).toBeGreaterThan(at(/rel="dns-prefetch"/));
    expect(at(/rel="stylesheet"/)).toBeGreaterThan(at(/rel="dns-prefetch"/));
  },
);

claim('config/html/tags', 'the four slots: where each tag of the positions example lands', async () => {
  const dist = await build({
    configFile: example('config/html/tags', 'positions'),
    config: { html: { template: './index.html' } },
    files: { 'index.html': TEMPLATE },
  });
  const head = tagsOf(dist.html, 'head');
  const body = tagsOf(dist.html, 'body');
  const at = (tags: string[], re: RegExp) => tags.findIndex((t) => re.test(t));
  // head, append: false: before Rsbuild's script, after the template's own head tags
  expect(at(head, /before-head/)).toBe(at(head, /<title>/) + 1);
  expect(at(head, /before-head/)).toBeLessThan(at(head, /index\.[0-9a-f]+\.js/));
  expect(at(head, /after-head/)).toBe(head.length - 1);
  // body: both land after the template's own body content, before-body first (by default Rsbuild's
  // scripts go to <head>, so it injects nothing else there)
  const src = (tags: string[]) => tags.map((t) => /src="([^"]+)"/.exec(t)?.[1]).filter(Boolean);
  expect(at(body, /from-template/)).toBe(0);
  expect(src(body)).toEqual(['/before-body.js', '/after-body.js']);
  // with the scripts in <body>, before-body comes before them, after-body after them
  const inBody = await build({
    configFile: example('config/html/tags', 'positions'),
    config: { html: { template: './index.html', inject: 'body' } },
    files: { 'index.html': TEMPLATE },
  });
  const body2 = tagsOf(inBody.html, 'body');
  expect(at(body2, /from-template/)).toBe(0);
  expect(src(body2)).toEqual([
    '/before-body.js',
    expect.stringMatching(/index\.[0-9a-f]+\.js$/),
    '/after-body.js',
  ]);
});

claim(
  'config/html/app-icon',
  'without HTML (tools.htmlPlugin false) the icons and the manifest are still emitted',
  async () => {
    const dist = await build({
      config: {
        html: { appIcon: { name: 'No HTML', icons: [{ src: './src/icon-192.png', size: 192 }] } },
        tools: { htmlPlugin: false },
      },
      files: { 'src/icon-192.png': Buffer.alloc(300, 5) },
    });
    expect(dist.match(/\.html$/)).toEqual([]);
    expect(dist.match(/^static\/image\/icon-192.*\.png$/)).toHaveLength(1);
    const manifest = JSON.parse(dist.read('manifest.webmanifest'));
    expect(manifest.name).toBe('No HTML');
    expect(manifest.icons[0].sizes).toBe('192x192');
  },
);

claim(
  'config/html/crossorigin',
  'preload links: crossorigin only with a prefix other than /, and SRI adds anonymous by itself',
  async () => {
    const files = {
      'src/index.js': "import('./lazy.js');\n",
      'src/lazy.js': "import './lazy.css';\nconsole.log('lazy');\n",
      'src/lazy.css': 'p{color:blue}\n',
    };
    const preloadTags = (html: string) => tagsOf(html, 'head').filter((t) => t.includes('rel="preload"'));
    const root = await build({
      config: { html: { crossorigin: true }, performance: { preload: true } },
      files,
    });
    expect(preloadTags(root.html).length).toBeGreaterThan(0);
    for (const tag of preloadTags(root.html)) expect(tag).not.toContain('crossorigin');
    expect(root.html).toMatch(/<script [^>]*crossorigin="anonymous"/);

    const sub = await build({
      config: {
        html: { crossorigin: true },
        performance: { preload: true },
        output: { assetPrefix: '/app/' },
      },
      files,
    });
    expect(preloadTags(sub.html).length).toBeGreaterThan(0);
    for (const tag of preloadTags(sub.html)) expect(tag).toMatch(/ crossorigin(?:="")?[ >]/);

    const sri = await build({ config: { security: { sri: { enable: true } } }, files });
    expect(sri.html).toMatch(
      /<script [^>]*integrity="sha[^"]+"[^>]*crossorigin="anonymous"|crossorigin="anonymous"[^>]*integrity=/,
    );
  },
);

claim(
  'config/tools/css-loader',
  'the function form receives modules and sourceMap only; importLoaders is set afterwards per rule',
  async () => {
    let received: Record<string, unknown> = {};
    const cssLoaderOf = async (config: Parameters<typeof create>[0]) => {
      const rsbuild = await create(config);
      const [bundler] = await rsbuild.initConfigs();
      const rules = JSON.stringify(bundler?.module?.rules ?? [], (_k, v) =>
        v instanceof RegExp ? String(v) : v,
      );
      return [...rules.matchAll(/"importLoaders":(\d+)/g)].map((m) => Number(m[1]));
    };
    const plain = await cssLoaderOf({
      config: {
        tools: {
          cssLoader: (options) => {
            received = { ...options };
          },
        },
      },
    });
    expect(Object.keys(received).sort()).toEqual(['modules', 'sourceMap']);
    expect(received.modules).toEqual({
      auto: true,
      namedExport: false,
      exportGlobals: false,
      exportLocalsConvention: 'camelCase',
      localIdentName: '[local]-[hash:base64:6]',
    });
    // the normal rule and the ?inline rule: Lightning CSS runs after css-loader
    expect(plain).toEqual([1, 1]);
    // a PostCSS config with a plugin adds postcss-loader, a value of your own is overwritten
    const withPostcss = await cssLoaderOf({
      config: {
        tools: {
          cssLoader: { importLoaders: 5 },
          postcss: { postcssOptions: { plugins: [() => ({ postcssPlugin: 'noop' })] } },
        },
      },
    });
    expect(withPostcss).toEqual([2, 2]);
    // without Lightning CSS and PostCSS, nothing runs after it
    expect(await cssLoaderOf({ config: { tools: { lightningcssLoader: false } } })).toEqual([0, 0]);
  },
);

claim(
  'guide/framework/svelte',
  'Svelte 5: no hot reload code in components, though the plugin asks svelte-loader for it',
  async () => {
    const app = {
      'src/App.svelte':
        '<script>\n  let count = 0;\n</script>\n<button on:click={() => count++}>{count}</button>\n',
      'src/index.js': "import App from './App.svelte';\nconsole.log(App);\n",
    };
    const five = await build({ mode: 'development', config: { plugins: [pluginSvelte()] }, files: app });
    expect(five.js).toContain('App.svelte');
    // no hot-api of svelte-hmr and no accept() in the component module
    expect(five.js).not.toContain('svelte-hmr');
    expect(five.js).not.toMatch(/webpackHot\.accept|module\.hot\.accept/);
    // the plugin asks for hot reload all the same; svelte-loader 3 only applies it below Svelte 5
    const rsbuild = await create({ mode: 'development', config: { plugins: [pluginSvelte()] }, files: app });
    const [config] = await rsbuild.initConfigs();
    expect(JSON.stringify(config?.module?.rules ?? [])).toContain('"hotReload":true');
    const loader = fs.readFileSync(path.join(REPO_ROOT, 'node_modules/svelte-loader/index.js'), 'utf8');
    expect(loader).toMatch(/options\.hotReload && !isProduction && !isServer && getMajor\(\) < 5/);
  },
);

claim('guide/migration/vite', 'the CSS of an async chunk is extracted to a file of its own', async () => {
  const dist = await build({
    files: {
      'src/index.js': "import './main.css';\nimport('./lazy.js');\n",
      'src/main.css': 'body{color:red}\n',
      'src/lazy.js': "import './lazy.css';\n",
      'src/lazy.css': 'p{color:blue}\n',
    },
  });
  expect(dist.match(/^static\/css\/index\.[0-9a-f]+\.css$/)).toHaveLength(1);
  const lazy = dist.match(/^static\/css\/async\/.+\.css$/);
  expect(lazy).toHaveLength(1);
  expect(dist.read(lazy[0] as string)).toContain('color:#00f');
  expect(dist.read(lazy[0] as string)).not.toContain('red');
});

claim(
  'guide/migration/webpack',
  'each environment compiles with its name and the root as context; size hints off, infrastructure logging at error',
  async () => {
    const rsbuild = await create({
      config: { environments: { web: {}, server: { output: { target: 'node' } } } },
    });
    const configs = await rsbuild.initConfigs();
    expect(configs.map((c) => c.name)).toEqual(['web', 'server']);
    for (const config of configs) {
      expect(config.context).toBe(rsbuild.context.rootPath);
      expect(config.performance).toMatchObject({ hints: false });
      expect(config.infrastructureLogging).toMatchObject({ level: 'error' });
    }
  },
);

/** A GET with a Host header of another site, answered by the server on `port`. */
function getWithHost(port: number, pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers: { host: 'attacker.example' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

claim(
  'guide/migration/vite',
  'the dev and preview servers answer requests with any Host header',
  async () => {
    const server = await dev({});
    try {
      expect(await getWithHost(server.server.port, '/')).toBe(200);
    } finally {
      await server.close();
    }
    const served = await preview({});
    try {
      expect(await getWithHost(served.port, '/')).toBe(200);
    } finally {
      await served.close();
    }
  },
);
