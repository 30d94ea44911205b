/**
 * audit-b: a claim about the webpack provider, in its own file because creating an instance with the
 * provider changes process-wide plugin choices of @rsbuild/core (see webpack.test.ts).
 */
import { webpackProvider } from '@rsbuild/webpack';
import { expect } from 'vitest';
import { build, claim } from './helpers';

claim(
  'config/output/minify',
  'webpack provider: { js: false, css: true } still minifies JS, since webpack has one minimize switch',
  async () => {
    const files = {
      'src/index.js':
        'function computeTotal(values) {\n  return values.length;\n}\nwindow.total = computeTotal;\n',
    };
    const dist = await build({
      files,
      config: { provider: webpackProvider, output: { minify: { js: false, css: true } } },
    });
    expect(dist.js).not.toContain('function computeTotal(values)');
    const off = await build({
      files,
      config: { provider: webpackProvider, output: { minify: { js: false, css: false } } },
    });
    expect(off.js).toContain('function computeTotal(values)');
  },
);
