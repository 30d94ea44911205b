import { GENERATED_MODULE, readRoutesModule, writeRoutesModule } from './rspress-internals';

/**
 * The generated route table (`virtual-routes`) as one `import()` per page and a table read with
 * `JSON.parse`, from which the same route objects are built as Rspress builds them (the build
 * adapter's `writeRoutesModule`). See ARCHITECTURE.md, "Compact route table".
 */
export function compactRoutesModule(code: string): string {
  return writeRoutesModule(readRoutesModule(code));
}

interface TransformApi {
  context: { action?: string };
  transform(
    descriptor: { test: RegExp; order: 'post' },
    handler: (context: { code: string }) => string,
  ): void;
}

/** Rsbuild plugin, production builds only (dev regenerates the module on every added page). */
export function pluginCompactRoutes() {
  return {
    name: 'rsbuild-docs:compact-routes',
    setup(api: TransformApi) {
      if (api.context.action === 'dev') return;
      api.transform({ test: GENERATED_MODULE.routes, order: 'post' }, ({ code }) =>
        compactRoutesModule(code),
      );
    },
  };
}
