import { HomeLayout as BaseHomeLayout, type HomeLayoutProps } from '@rspress/core/theme-original';
import './HomeLayout.css';

/**
 * The default home layout inside a `main` landmark: the default theme renders the home page's
 * hero, features and sections outside any landmark (axe `landmark-one-main`, `region`).
 */
export function HomeLayout(props: HomeLayoutProps) {
  return (
    <main className="rp-home-main">
      <BaseHomeLayout {...props} />
    </main>
  );
}
