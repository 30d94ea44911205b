/**
 * The order in which plugin hooks run in build, dev and preview (plugins/dev/hooks).
 */
import { createRsbuild, type RsbuildPlugin } from '@rsbuild/core';
import { expect } from 'vitest';
import { buildWith, claim, dev, freePort } from './helpers';

const HOOKS = [
  'modifyRsbuildConfig',
  'modifyEnvironmentConfig',
  'onBeforeStartDevServer',
  'modifyBundlerChain',
  'modifyRspackConfig',
  'onBeforeCreateCompiler',
  'onAfterCreateCompiler',
  'onBeforeDevCompile',
  'onAfterStartDevServer',
  'onBeforeEnvironmentCompile',
  'modifyHTMLTags',
  'modifyHTML',
  'onAfterEnvironmentCompile',
  'onAfterDevCompile',
  'onDevCompileDone',
  'onBeforeBuild',
  'onAfterBuild',
  'onCloseBuild',
  'onBeforeStartProdServer',
  'onAfterStartProdServer',
  'onCloseDevServer',
] as const;

/** A plugin that records the name of every hook it is called through. */
function recorder(log: string[]): RsbuildPlugin {
  return {
    name: 'hook-recorder',
    setup(api) {
      const hooks = api as unknown as Record<string, (fn: (...args: unknown[]) => unknown) => void>;
      for (const name of HOOKS) {
        hooks[name]?.((...args: unknown[]) => {
          log.push(name);
          // the two HTML hooks must hand their input back
          return name === 'modifyHTMLTags' || name === 'modifyHTML' ? args[0] : undefined;
        });
      }
    },
  };
}

claim('plugins/dev/hooks', 'the order in build, in dev and in preview', async () => {
  const build: string[] = [];
  const { dist } = await buildWith({ config: { plugins: [recorder(build)] } });
  expect(build).toEqual([
    'modifyRsbuildConfig',
    'modifyEnvironmentConfig',
    'modifyBundlerChain',
    'modifyRspackConfig',
    'onBeforeCreateCompiler',
    'onAfterCreateCompiler',
    'onBeforeBuild',
    'onBeforeEnvironmentCompile',
    'modifyHTMLTags',
    'modifyHTML',
    'onAfterEnvironmentCompile',
    'onAfterBuild',
    'onCloseBuild',
  ]);

  const preview: string[] = [];
  const rsbuild = await createRsbuild({
    cwd: dist.root,
    rsbuildConfig: { plugins: [recorder(preview)], logLevel: 'warn', server: { port: await freePort() } },
  });
  const server = await rsbuild.preview({ getPortSilently: true });
  await server.server.close();
  expect(preview).toEqual([
    'modifyRsbuildConfig',
    'modifyEnvironmentConfig',
    'onBeforeStartProdServer',
    'onAfterStartProdServer',
  ]);

  const devLog: string[] = [];
  const devServer = await dev({ config: { plugins: [recorder(devLog)] } });
  await devServer.close();
  // onAfterStartDevServer fires when the server listens, which races with the first compilation
  const listened = devLog.indexOf('onAfterStartDevServer');
  expect(listened).toBeGreaterThan(devLog.indexOf('onAfterCreateCompiler'));
  expect(devLog.filter((name) => name !== 'onAfterStartDevServer')).toEqual([
    'modifyRsbuildConfig',
    'modifyEnvironmentConfig',
    'onBeforeStartDevServer',
    'modifyBundlerChain',
    'modifyRspackConfig',
    'onBeforeCreateCompiler',
    'onAfterCreateCompiler',
    'onBeforeDevCompile',
    'onBeforeEnvironmentCompile',
    'modifyHTMLTags',
    'modifyHTML',
    'onAfterEnvironmentCompile',
    'onAfterDevCompile',
    'onDevCompileDone',
    'onCloseDevServer',
  ]);
});
