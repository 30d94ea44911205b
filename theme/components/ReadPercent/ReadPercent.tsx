import { ProgressCircle } from '../../rspress-internals';
import { useReadPercent } from './useReadPercent';

interface ReadPercentProps {
  size?: number;
  strokeWidth?: number;
}

/**
 * The default reading-progress circle fed by this theme's `useReadPercent`: the default component
 * imports its own hook by a relative path, which exporting ours does not replace.
 */
export function ReadPercent({ size, strokeWidth }: ReadPercentProps) {
  const [percent] = useReadPercent();
  return <ProgressCircle percent={percent} size={size} strokeWidth={strokeWidth} />;
}
