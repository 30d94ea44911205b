import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { useT } from '../../i18n';
import { applyLandmarkFixes } from './landmark-fixes';

/** Applies `applyLandmarkFixes` after each render of a route (renders nothing). */
export function LandmarkFixes() {
  const t = useT();
  const { pathname } = useLocation();
  const sidebar = t('sidebarLandmarkLabel');
  const outline = t('outlineLandmarkLabel');
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the route changes the layout
  useEffect(() => {
    const apply = () => applyLandmarkFixes(document, { sidebar, outline });
    apply();
    const frame = requestAnimationFrame(apply);
    return () => cancelAnimationFrame(frame);
  }, [pathname, sidebar, outline]);
  return null;
}
