/**
 * Build-time comparison shown on the home page.
 * Unit: seconds. Scenario: 1000 React components, figures from the
 * rspack-contrib/performance-compare benchmark.
 */
export interface BenchmarkMetric {
  /** Duration in seconds. */
  time: number;
  /** What was measured: `dev` (cold dev start), `build` (production build) or `hmr`. */
  desc: string;
}

export interface BenchmarkGroup {
  label: string;
  metrics: BenchmarkMetric[];
}

export type BenchmarkData = Record<string, BenchmarkGroup>;

export const BENCHMARK_DATA: BenchmarkData = {
  rspack: {
    label: 'Rsbuild',
    metrics: [
      { desc: 'dev', time: 0.41 },
      { desc: 'build', time: 0.28 },
      { desc: 'hmr', time: 0.08 },
    ],
  },
  viteSwc: {
    label: 'Vite + SWC',
    metrics: [
      { desc: 'dev', time: 1.29 },
      { desc: 'build', time: 1.39 },
      { desc: 'hmr', time: 0.05 },
    ],
  },
  webpackSwc: {
    label: 'webpack + SWC',
    metrics: [
      { desc: 'dev', time: 2.26 },
      { desc: 'build', time: 2.01 },
      { desc: 'hmr', time: 0.2 },
    ],
  },
  webpackBabel: {
    label: 'webpack + Babel',
    metrics: [
      { desc: 'dev', time: 5.02 },
      { desc: 'build', time: 6.52 },
      { desc: 'hmr', time: 0.2 },
    ],
  },
};
