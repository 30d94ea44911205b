import { expect, test, waitForBenchmarkDone } from './fixtures';

const HOME = {
  en: {
    path: '/',
    tagline: 'Build your web application instantly',
    actions: [
      { name: 'Introduction', href: '/guide/start/' },
      { name: 'Quick Start', href: '/guide/start/quick-start' },
    ],
    features: [
      'Rspack-based',
      'Batteries Included',
      'Framework Agnostic',
      'Deep Optimization',
      'Highly Pluggable',
      'Easy to Configure',
    ],
    title: 'Rsbuild - Rspack based build tool',
    benchmark: 'Lightning Fast',
    toolStack: 'Tool Stack',
    rspackDesc: "Rust-powered bundler that keeps webpack's API and plugin model.",
    notice: [
      { name: 'rsbuild.rs', href: 'https://rsbuild.rs/' },
      { name: 'upgrade notes from 1.x to 2.x', href: 'https://rsbuild.rs/guide/upgrade/v1-to-v2' },
    ],
  },
  zh: {
    path: '/zh/',
    tagline: '在瞬息之间构建你的 web 应用',
    actions: [
      { name: '介绍', href: '/zh/guide/start/' },
      { name: '快速上手', href: '/zh/guide/start/quick-start' },
    ],
    features: ['基于 Rspack', '开箱即用', '框架无关', '深度优化', '灵活插拔', '易于配置'],
    title: 'Rsbuild - 基于 Rspack 的构建工具',
    benchmark: '构建极快',
    toolStack: '工具栈',
    rspackDesc: '用 Rust 实现的高速打包器，沿用 webpack 的 API 与插件体系。',
    notice: [
      { name: 'rsbuild.rs', href: 'https://rsbuild.rs/zh/' },
      { name: '升级指南', href: 'https://rsbuild.rs/zh/guide/upgrade/v1-to-v2' },
    ],
  },
} as const;

for (const [lang, home] of Object.entries(HOME)) {
  test.describe(`home (${lang})`, () => {
    test('hero shows the brand, tagline, actions and a sized logo', async ({ page }) => {
      await page.goto(home.path);
      await expect(page).toHaveTitle(home.title);
      await expect(page.locator('.rp-home-hero__title')).toHaveText('Rsbuild');
      await expect(page.getByText(home.tagline)).toBeVisible();
      for (const action of home.actions) {
        await expect(page.getByRole('link', { name: action.name, exact: true }).first()).toHaveAttribute(
          'href',
          action.href,
        );
      }
      const logo = page.locator('.rp-home-hero__image img').first();
      await expect(logo).toHaveAttribute('width', '375');
      await expect(logo).toHaveAttribute('height', '375');
    });

    test('the Introduction action leads to the guide', async ({ page }) => {
      await page.goto(home.path);
      const first = home.actions[0];
      await page.getByRole('link', { name: first.name, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${first.href}$`));
      await expect(page.locator('h1').first()).toBeVisible();
    });

    test('the hero says these are the 1.x docs and links the current docs and the upgrade notes', async ({
      page,
    }) => {
      await page.goto(home.path);
      const notice = page.locator('.rp-home-hero__notice');
      await expect(notice).toBeVisible();
      await expect(notice).toContainText('Rsbuild 1.x');
      const links = notice.getByRole('link');
      await expect(links).toHaveText(home.notice.map((link) => link.name));
      for (const [index, link] of home.notice.entries()) {
        await expect(links.nth(index)).toHaveAttribute('href', link.href);
      }
    });

    test('six features are listed', async ({ page }) => {
      await page.goto(home.path);
      const titles = page.locator('.rp-home-feature__title');
      await expect(titles).toHaveText([...home.features]);
    });

    test('benchmark bars end at their share of the longest time with formatted labels', async ({ page }) => {
      await page.goto(home.path);
      await expect(page.getByRole('heading', { name: home.benchmark })).toBeVisible();
      await waitForBenchmarkDone(page);
      await expect(page.getByTestId('benchmark-label')).toHaveText([
        '410ms',
        '280ms',
        '80ms',
        '1.29s',
        '1.39s',
        '50ms',
        '2.26s',
        '2.01s',
        '200ms',
        '5.02s',
        '6.52s',
        '200ms',
      ]);
      const ratios = await page.getByTestId('benchmark-bar').evaluateAll((bars) =>
        bars.map((bar) => {
          const track = bar.parentElement?.getBoundingClientRect().width ?? 1;
          return bar.getBoundingClientRect().width / track;
        }),
      );
      const expected = [0.41, 0.28, 0.08, 1.29, 1.39, 0.05, 2.26, 2.01, 0.2, 5.02, 6.52, 0.2].map(
        (t) => t / 6.52,
      );
      ratios.forEach((ratio, index) => {
        expect(ratio).toBeCloseTo(expected[index] ?? -1, 2);
      });
    });

    test('ecosystem cards open the projects in a new tab', async ({ page }) => {
      await page.goto(home.path);
      await expect(page.getByRole('heading', { name: home.toolStack })).toBeVisible();
      const section = page.locator('section', { has: page.getByRole('heading', { name: home.toolStack }) });
      const cards = section.getByRole('link');
      await expect(cards).toHaveCount(6);
      await expect(section.getByText(home.rspackDesc)).toBeVisible();
      for (const card of await cards.all()) {
        await expect(card).toHaveAttribute('target', '_blank');
        await expect(card).toHaveAttribute('rel', 'noopener noreferrer');
      }
    });
  });
}

test('the benchmark shows its end state at once under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const chart = page.getByTestId('benchmark-chart');
  await chart.scrollIntoViewIfNeeded();
  await expect(chart).toHaveAttribute('data-phase', 'done', { timeout: 2_000 });
  await expect(page.getByTestId('benchmark-label').first()).toHaveText('410ms');
});
