/**
 * tools.* options in combination with other options and with each other: the order in which they
 * run, what they receive, and when other options switch them off.
 */
import { expect } from 'vitest';
import { build, claim, create } from './helpers';

const T = 'config/tools';

claim(
  `${T}/css-extract`,
  'attributes reach only the runtime link tags of async CSS, not the initial stylesheet link; injectStyles extracts nothing',
  async () => {
    const files = {
      'src/index.js': "import './a.css';\nimport('./lazy.js');\n",
      'src/a.css': '.a { color: red; }\n',
      'src/lazy.js': "import './lazy.css';\n",
      'src/lazy.css': '.lazy { color: blue; }\n',
    };
    const tools = { cssExtract: { pluginOptions: { attributes: { 'data-extracted': 'yes' } } } };
    const dist = await build({ files, config: { tools } });
    expect(dist.html).toMatch(/<link href="[^"]+\.css" rel="stylesheet">/);
    expect(dist.html).not.toContain('data-extracted');
    expect(dist.text(/^static\/js\/index\./)).toContain('data-extracted');
    const injected = await build({ files, config: { tools, output: { injectStyles: true } } });
    expect(injected.match(/\.css$/)).toHaveLength(0);
    expect(injected.js).not.toContain('data-extracted');
  },
);

claim(
  `${T}/css-loader`,
  'when CSS is not emitted (node target) css-loader exports only the locals',
  async () => {
    const rsbuild = await create({
      config: {
        environments: { web: {}, node: { output: { target: 'node' } } },
      },
    });
    const configs = await rsbuild.initConfigs();
    const cssLoaderOptions = (config: (typeof configs)[number]) => {
      const text = JSON.stringify(config.module?.rules, (_k, v) => (v instanceof RegExp ? String(v) : v));
      return (
        /"loader":"[^"]*css-loader[^"]*","options":(\{[^{}]*"modules":\{[^{}]*\}[^{}]*\})/.exec(text)?.[1] ??
        ''
      );
    };
    const [web, node] = configs;
    expect(cssLoaderOptions(node as (typeof configs)[number])).toContain('"exportOnlyLocals":true');
    expect(cssLoaderOptions(web as (typeof configs)[number])).toContain('"modules"');
    expect(cssLoaderOptions(web as (typeof configs)[number])).not.toContain('"exportOnlyLocals":true');
  },
);

claim(
  `${T}/lightningcss-loader`,
  'a function on its own is ignored; wrapped in an array it runs',
  async () => {
    const files = { 'src/index.js': "import './a.css';\n", 'src/a.css': '.a { color: red; }\n' };
    let alone = false;
    let wrapped = false;
    await build({
      files,
      config: {
        tools: {
          lightningcssLoader: () => {
            alone = true;
          },
        },
      },
    });
    await build({
      files,
      config: {
        tools: {
          lightningcssLoader: [
            (options) => {
              wrapped = true;
              return options;
            },
          ],
        },
      },
    });
    expect(alone).toBe(false);
    expect(wrapped).toBe(true);
  },
);

claim(
  `${T}/rspack`,
  'runs after modifyRspackConfig hooks and tools.bundlerChain; inside an array an async function is not awaited',
  async () => {
    const order: string[] = [];
    let received: unknown;
    await build({
      config: {
        plugins: [
          {
            name: 'order',
            setup(api) {
              api.modifyRspackConfig(() => {
                order.push('modifyRspackConfig');
              });
            },
          },
        ],
        tools: {
          bundlerChain: () => {
            order.push('bundlerChain');
          },
          rspack: [
            async (config) => {
              order.push('rspack-async');
              return config;
            },
            (config) => {
              received = config;
            },
          ],
        },
      },
    });
    expect(order).toEqual(['bundlerChain', 'modifyRspackConfig', 'rspack-async']);
    expect(received).toBeInstanceOf(Promise);
  },
);

claim(
  `${T}/swc`,
  'the function form receives only the options object; output.polyfill sets env.mode',
  async () => {
    const calls: unknown[][] = [];
    await build({
      config: {
        output: { polyfill: 'usage' },
        tools: {
          swc: (...args: unknown[]) => {
            calls.push(args);
          },
        },
      },
    });
    expect(calls[0]).toHaveLength(1);
    const options = (calls[0]?.[0] ?? {}) as { env?: { mode?: string } };
    expect(options.env?.mode).toBe('usage');
  },
);
