import path from 'node:path';
import { pluginBabel } from '@rsbuild/plugin-babel';
import { pluginReact } from '@rsbuild/plugin-react';
import { expect } from 'vitest';
import { build, claim, example, REPO_ROOT } from './helpers';

const L = 'plugins/list';
const noMinify = { output: { minify: false } };

claim(
  `${L}/plugin-react`,
  'compiles JSX with the automatic runtime and puts React into lib-react',
  async () => {
    const dist = await build({
      configFile: example(`${L}/plugin-react`, 'register'),
      files: {
        'src/index.jsx':
          "import { createRoot } from 'react-dom/client';\nconst App = () => <h1 className=\"t\">react-fixture</h1>;\ncreateRoot(document.getElementById('root')).render(<App />);\n",
      },
    });
    expect(dist.match(/^static\/js\/lib-react\.[0-9a-f]{8}\.js$/)).toHaveLength(1);
    expect(dist.js).toContain('react-fixture');
    expect(dist.js).not.toContain('createElement("h1"');
  },
);

claim(`${L}/plugin-react`, "runtime 'classic' compiles JSX to React.createElement", async () => {
  const dist = await build({
    configFile: example(`${L}/plugin-react`, 'classic'),
    config: noMinify,
    files: { 'src/index.jsx': "import React from 'react';\nconsole.log(<h1>classic-fixture</h1>);\n" },
  });
  expect(dist.js).toMatch(/createElement\("h1", null, "classic-fixture"\)/);
});

const reactApp = {
  'src/index.jsx':
    "import { useState } from 'react';\nimport { render } from 'preact';\nfunction App() {\n  const [n] = useState(1);\n  return <p>preact-fixture {n}</p>;\n}\nrender(<App />, document.body);\n",
};

claim(`${L}/plugin-preact`, 'compiles JSX for Preact and aliases react to preact/compat', async () => {
  const dist = await build({ configFile: example(`${L}/plugin-preact`, 'register'), files: reactApp });
  expect(dist.js).toContain('preact-fixture');
  // React 19 marks its elements with this symbol; preact/compat does not
  expect(dist.js).not.toContain('react.transitional.element');
  const noAlias = await build({ configFile: example(`${L}/plugin-preact`, 'no-alias'), files: reactApp });
  expect(noAlias.js).toContain('react.transitional.element');
});

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10"><rect width="10" height="10"/></svg>';

claim(
  `${L}/plugin-svgr`,
  '?react gives a component, the default import stays a URL (inlined below the limit)',
  async () => {
    const header = example(`${L}/plugin-svgr`, 'header');
    const dist = await build({
      configFile: example(`${L}/plugin-svgr`, 'register'),
      config: noMinify,
      files: {
        [header.title]: header.code,
        'src/logo.svg': svg,
        'src/index.tsx': "import { Header } from './Header';\nconsole.log(Header);\n",
      },
    });
    expect(dist.js).toContain('data:image/svg+xml');
    expect(dist.js).toMatch(/viewBox: "0 0 10 10"/);
  },
);

claim(`${L}/plugin-svgr`, 'mixedImport: default URL and named ReactComponent from one import', async () => {
  const usage = example(`${L}/plugin-svgr`, 'mixed-usage');
  const dist = await build({
    configFile: example(`${L}/plugin-svgr`, 'mixed'),
    config: { ...noMinify, output: { ...noMinify.output, dataUriLimit: 0 } },
    files: {
      [usage.title]: usage.code,
      'src/logo.svg': svg,
      'src/index.tsx': "import { LogoPair } from './Logo';\nconsole.log(LogoPair);\n",
    },
  });
  expect(dist.match(/^static\/svg\/logo\.[0-9a-f]{8}\.svg$/)).toHaveLength(1);
  expect(dist.js).toMatch(/viewBox: "0 0 10 10"/);
});

claim(`${L}/plugin-less`, 'compiles .less files; modifyVars overrides variables', async () => {
  const files = {
    'src/index.js': "import './a.less';\n",
    'src/a.less': '@primary-color: red;\n.btn { .inner { color: @primary-color; } }\n',
  };
  const dist = await build({ configFile: example(`${L}/plugin-less`, 'register'), files });
  expect(dist.css).toContain('.btn .inner{color:red}');
  const vars = await build({ configFile: example(`${L}/plugin-less`, 'modify-vars'), files });
  expect(vars.css).toContain('.btn .inner{color:#1677ff}');
});

claim(`${L}/plugin-sass`, 'compiles .scss files; additionalData is prepended', async () => {
  const entry = example(`${L}/plugin-sass`, 'entry');
  const files = {
    [entry.title]: entry.code,
    'src/styles/global.scss': '$size: 2px;\n.card { .title { margin: $size * 2; } }\n',
  };
  const dist = await build({ configFile: example(`${L}/plugin-sass`, 'register'), files });
  expect(dist.css).toContain('.card .title{margin:4px}');
  const data = await build({
    configFile: example(`${L}/plugin-sass`, 'additional-data'),
    files: { ...files, 'src/styles/global.scss': '.brand { color: $brand-color; }\n' },
  });
  expect(data.css).toContain('.brand{color:#3b82f6}');
});

claim(`${L}/plugin-stylus`, 'compiles .styl files, CSS Modules included', async () => {
  const styl = example(`${L}/plugin-stylus`, 'module');
  const usage = example(`${L}/plugin-stylus`, 'usage');
  const dist = await build({
    configFile: example(`${L}/plugin-stylus`, 'register'),
    config: { plugins: [pluginReact()] },
    files: {
      [styl.title]: styl.code,
      [usage.title]: usage.code,
      'src/index.tsx': "import { Button } from './Button';\nconsole.log(Button);\n",
    },
  });
  expect(dist.css).toMatch(/\.button-[\w-]{6}\{border-radius:6px;padding:8px 16px\}/);
});

const vueSfc =
  '<template>\n  <p class="msg">{{ text }}</p>\n</template>\n<script>\nexport default { data: () => ({ text: "vue-sfc-fixture" }) };\n</script>\n';

claim(`${L}/plugin-vue`, 'compiles .vue single-file components and splits Vue into lib-vue', async () => {
  const dist = await build({
    configFile: example(`${L}/plugin-vue`, 'register'),
    files: {
      'src/App.vue': vueSfc,
      'src/index.js':
        "import { createApp } from 'vue';\nimport App from './App.vue';\ncreateApp(App).mount('#root');\n",
    },
  });
  expect(dist.js).toContain('vue-sfc-fixture');
  expect(dist.match(/^static\/js\/lib-vue\.[0-9a-f]{8}\.js$/)).toHaveLength(1);
});

claim(`${L}/plugin-vue2`, 'compiles Vue 2.7 single-file components', async () => {
  const dist = await build({
    configFile: example(`${L}/plugin-vue2`, 'register'),
    packages: { vue: path.join(REPO_ROOT, 'node_modules/vue2') },
    files: {
      'src/App.vue': vueSfc,
      'src/index.js':
        "import Vue from 'vue';\nimport App from './App.vue';\nnew Vue({ render: (h) => h(App) }).$mount('#root');\n",
    },
  });
  expect(dist.js).toContain('vue-sfc-fixture');
  expect(dist.js).toMatch(/2\.7\.16/);
});

claim(`${L}/plugin-vue-jsx`, 'compiles Vue JSX in .tsx files through Babel', async () => {
  const counter = example(`${L}/plugin-vue-jsx`, 'counter');
  const dist = await build({
    configFile: example(`${L}/plugin-vue-jsx`, 'register'),
    config: noMinify,
    files: {
      [counter.title]: counter.code,
      'src/index.ts': "import { Counter } from './Counter';\nconsole.log(Counter);\n",
    },
  });
  expect(dist.js).toMatch(/\.createVNode \*\/\.\w+\)\("button"/);
  expect(dist.js).toContain('Clicked ');
});

claim(`${L}/plugin-svelte`, 'compiles .svelte components', async () => {
  const dist = await build({
    configFile: example(`${L}/plugin-svelte`, 'register'),
    files: {
      'src/App.svelte':
        '<script>\n  let name = "svelte-fixture";\n</script>\n<h1>{name}</h1>\n<style>h1 { color: purple; }</style>\n',
      'src/index.js':
        "import { mount } from 'svelte';\nimport App from './App.svelte';\nmount(App, { target: document.body });\n",
    },
  });
  expect(dist.js).toContain('svelte-fixture');
  expect(dist.css).toMatch(/h1\.svelte-[\w]+\{color:purple\}/);
});

claim(`${L}/plugin-solid`, 'compiles Solid JSX to DOM templates through Babel', async () => {
  const dist = await build({
    configFile: example(`${L}/plugin-solid`, 'register'),
    files: {
      'src/index.jsx':
        'import { render } from \'solid-js/web\';\nconst App = () => <p class="x">solid-fixture</p>;\nrender(() => <App />, document.body);\n',
    },
  });
  expect(dist.js).toContain('<p class=x>solid-fixture');
});

claim(
  `${L}/plugin-babel`,
  'babelLoaderOptions adds plugins; exclude skips files; babel.config.js is ignored',
  async () => {
    const mark = () => ({
      visitor: {
        StringLiteral(p: { node: { value: string } }) {
          if (p.node.value === 'BABEL_MARK') p.node.value = 'babel-ran';
        },
      },
    });
    const dist = await build({
      config: {
        plugins: [
          pluginBabel({
            include: /[\\/]src[\\/]/,
            exclude: /[\\/]src[\\/]generated[\\/]/,
            babelLoaderOptions: (_config, { addPlugins }) => {
              addPlugins([mark]);
            },
          }),
        ],
      },
      files: {
        'babel.config.js':
          "module.exports = { plugins: [() => { throw new Error('babel.config.js was read'); }] };\n",
        'src/index.js': "import './generated/g.js';\nconsole.log('BABEL_MARK', 'main');\n",
        'src/generated/g.js': "console.log('BABEL_MARK', 'generated');\n",
      },
    });
    expect(dist.js).toContain('"babel-ran","main"');
    expect(dist.js).toContain('"BABEL_MARK","generated"');
  },
);

claim(
  `${L}/plugin-assets-retry`,
  'injects the retry runtime into the HTML; domain lists the fallback hosts',
  async () => {
    const def = await build({ configFile: example(`${L}/plugin-assets-retry`, 'register') });
    const plain = await build();
    expect(def.html.length).toBeGreaterThan(plain.html.length + 1000);
    const domain = await build({ configFile: example(`${L}/plugin-assets-retry`, 'domain') });
    expect(domain.html).toContain('cdn-backup.example.com');
  },
);

claim(
  `${L}/plugin-type-check`,
  'a type error fails the production build; enable: false skips the check',
  async () => {
    const files = {
      'tsconfig.json': JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
          lib: ['ES2020', 'DOM'],
        },
        include: ['src'],
      }),
      'src/index.ts': "const count: number = 'not a number';\nconsole.log(count);\n",
    };
    // logLevel silent: the expected type error is not printed among the test results
    await expect(
      build({
        files,
        configFile: example(`${L}/plugin-type-check`, 'register'),
        config: { logLevel: 'silent' },
      }),
    ).rejects.toThrow();
    const off = await build({
      files,
      configFile: example(`${L}/plugin-type-check`, 'enable'),
      env: { NODE_ENV: 'test' },
    });
    expect(off.js).toContain('not a number');
  },
);
