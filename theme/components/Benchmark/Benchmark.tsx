import type { BenchmarkData } from '@data/benchmark';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import styles from './Benchmark.module.css';
import { barWidthPercent, formatTimeLabel, maxTime } from './benchmark-math';

type Phase = 'idle' | 'running' | 'done';

const METRIC_LABELS: Record<string, string> = { dev: 'dev', build: 'build', hmr: 'HMR' };

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Starts `onVisible` once, the first time `element` scrolls into view.
 * Without IntersectionObserver (old browsers, tests) it starts at once.
 */
function useFirstVisible(ref: React.RefObject<HTMLElement | null>, onVisible: () => void): void {
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver !== 'function') {
      callback.current();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        callback.current();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}

export interface BenchmarkProps {
  data: BenchmarkData;
}

/**
 * Horizontal bar chart of build times. Each bar's width is its time divided by the longest
 * time of the whole chart; when the chart first scrolls into view every bar grows linearly
 * for as many seconds as its own time while its label counts up.
 */
export function Benchmark({ data }: BenchmarkProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [elapsed, setElapsed] = useState(0);
  const max = maxTime(data);

  useFirstVisible(rootRef, () => {
    if (prefersReducedMotion()) {
      setPhase('done');
      return;
    }
    setPhase('running');
  });

  useEffect(() => {
    if (phase !== 'running') return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const seconds = (now - start) / 1000;
      if (seconds >= max) {
        setElapsed(max);
        setPhase('done');
        return;
      }
      setElapsed(seconds);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [phase, max]);

  return (
    <div ref={rootRef} className={styles.chart} data-phase={phase} data-testid="benchmark-chart">
      {Object.entries(data).map(([id, group]) => (
        <section key={id} className={styles.group} aria-label={group.label}>
          <h3 className={styles.groupLabel}>{group.label}</h3>
          <ul className={styles.metrics}>
            {group.metrics.map((metric) => {
              const shown = phase === 'done' ? metric.time : phase === 'running' ? elapsed : metric.time;
              const style = {
                '--bar-final': `${barWidthPercent(metric.time, max)}%`,
                '--bar-duration': `${metric.time}s`,
              } as CSSProperties;
              return (
                <li key={metric.desc} className={styles.metric}>
                  <span className={styles.metricName}>{METRIC_LABELS[metric.desc] ?? metric.desc}</span>
                  <span className={styles.track}>
                    <span className={styles.bar} style={style} data-testid="benchmark-bar" />
                  </span>
                  <span className={styles.value} data-testid="benchmark-label">
                    {formatTimeLabel(shown, metric.time)}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
