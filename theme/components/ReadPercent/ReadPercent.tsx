import { ProgressCircle } from '../../rspress-internals';
import { useReadPercent } from './useReadPercent';

interface ReadPercentProps {
  size?: number;
  strokeWidth?: number;
}

/**
 * The default theme's reading-progress circle (in the outline's title and the phone menu bar),
 * drawn with its own `ProgressCircle` but fed by this theme's `useReadPercent`. The default
 * component imports its hook by a relative path, so exporting the hook alone does not reach it,
 * and its hook's `useWindowSize` sets state in a layout effect: a synchronous re-render inside
 * the hydration of each part that shows the circle.
 */
export function ReadPercent({ size, strokeWidth }: ReadPercentProps) {
  const [percent] = useReadPercent();
  return <ProgressCircle percent={percent} size={size} strokeWidth={strokeWidth} />;
}
