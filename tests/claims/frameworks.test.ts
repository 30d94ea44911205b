/**
 * Plugins with each framework major their page covers: Svelte 4 and 5 with @rsbuild/plugin-svelte,
 * React 19 with the profiling option of @rsbuild/plugin-react.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginSvelte } from '@rsbuild/plugin-svelte';
import { expect } from 'vitest';
import { build, claim, create, REPO_ROOT } from './helpers';

const L = 'plugins/list';
const svelte4 = path.join(REPO_ROOT, 'node_modules/svelte4');

/**
 * svelte-loader loads `svelte/compiler` from where it is installed, which in a project on Svelte 4
 * is Svelte 4. The repo's copy would find Svelte 5, so the Svelte 4 fixture gets its own copy of the
 * loader, and the svelte rule is pointed at it.
 */
function vendoredSvelteLoader(): Record<string, string> {
  const dir = path.join(REPO_ROOT, 'node_modules/svelte-loader');
  const files: Record<string, string> = {};
  for (const rel of ['package.json', 'index.js', 'lib/make-hot.js', 'lib/hot-api.js']) {
    files[`vendor/svelte-loader/${rel}`] = fs.readFileSync(path.join(dir, rel), 'utf8');
  }
  return files;
}

claim(
  `${L}/plugin-svelte`,
  'Svelte 4: svelte is aliased to its src/runtime and components compile against it; .svelte.js gets no rule',
  async () => {
    const rsbuild = await create({ packages: { svelte: svelte4 }, config: { plugins: [pluginSvelte()] } });
    const [config] = await rsbuild.initConfigs();
    const alias = (config?.resolve?.alias ?? {}) as Record<string, string>;
    expect(alias.svelte).toBe(path.join(svelte4, 'src/runtime'));
    const tests = (config?.module?.rules ?? []).map((rule) => String((rule as { test?: unknown })?.test));
    expect(tests).toContain(String(/\.svelte$/));
    expect(tests.filter((t) => t.includes('svelte\\.js'))).toEqual([]);

    const dist = await build({
      packages: { svelte: svelte4 },
      config: {
        plugins: [pluginSvelte()],
        tools: {
          bundlerChain: (chain, { CHAIN_ID }) => {
            const loader = path.join(chain.get('context'), 'vendor/svelte-loader/index.js');
            chain.module.rule(CHAIN_ID.RULE.SVELTE).use(CHAIN_ID.USE.SVELTE).loader(loader);
            // the extracted CSS of a component is requested again through this loader name
            chain.resolveLoader.alias.set('svelte-loader', loader);
          },
        },
      },
      files: {
        ...vendoredSvelteLoader(),
        'src/App.svelte':
          '<script>\n  export let name = "svelte4-fixture";\n</script>\n<h1>{name}</h1>\n<style>h1 { color: teal; }</style>\n',
        'src/index.js': "import App from './App.svelte';\nnew App({ target: document.body });\n",
      },
    });
    expect(dist.js).toContain('svelte4-fixture');
    // Svelte 4's runtime (the SvelteComponent class and its internals), not Svelte 5's
    expect(dist.js).toContain('$$set');
    expect(dist.js).not.toContain('svelte/internal/client');
    expect(dist.css).toMatch(/h1\.svelte-[\w]+\{color:teal\}/);
  },
);

claim(`${L}/plugin-svelte`, 'Svelte 5: runes in .svelte.js modules are compiled', async () => {
  const dist = await build({
    config: { plugins: [pluginSvelte()], output: { minify: false } },
    files: {
      'src/counter.svelte.js':
        'export function createCounter() {\n  let count = $state(0);\n  return { get count() { return count; }, inc() { count += 1; } };\n}\n',
      'src/index.js':
        "import { createCounter } from './counter.svelte.js';\nconst c = createCounter();\nc.inc();\nconsole.log('runes-fixture', c.count);\n",
    },
  });
  expect(dist.js).toContain('runes-fixture');
  expect(dist.js).not.toContain('$state(0)');
});

claim(
  `${L}/plugin-react`,
  'enableProfiler with React 19: react-dom/client is aliased to react-dom/profiling in production and the build works',
  async () => {
    const files = {
      'src/index.jsx':
        "import { createRoot } from 'react-dom/client';\nfunction ProfiledApp() { return <p>profiler-fixture</p>; }\ncreateRoot(document.getElementById('root')).render(<ProfiledApp />);\n",
    };
    const rsbuild = await create({ config: { plugins: [pluginReact({ enableProfiler: true })] } });
    const [config] = await rsbuild.initConfigs();
    const alias = (config?.resolve?.alias ?? {}) as Record<string, string>;
    expect(alias['react-dom/client$']).toBe('react-dom/profiling');
    const dist = await build({ files, config: { plugins: [pluginReact({ enableProfiler: true })] } });
    expect(dist.js).toContain('profiler-fixture');
    // names are kept for the Profiler
    expect(dist.js).toContain('ProfiledApp');
    const plain = await build({ files, config: { plugins: [pluginReact()] } });
    expect(plain.js).not.toContain('ProfiledApp');
  },
);
