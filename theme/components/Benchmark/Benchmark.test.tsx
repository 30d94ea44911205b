// @vitest-environment jsdom
import type { BenchmarkData } from '@data/benchmark';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Benchmark } from './Benchmark';

const DATA: BenchmarkData = {
  fast: { label: 'Fast', metrics: [{ desc: 'dev', time: 0.5 }] },
  slow: { label: 'Slow', metrics: [{ desc: 'dev', time: 2 }] },
};

type ObserverCallback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observers: ObserverCallback[] = [];

class FakeIntersectionObserver {
  constructor(private readonly callback: ObserverCallback) {
    observers.push(callback);
  }
  observe() {}
  disconnect() {
    observers = observers.filter((cb) => cb !== this.callback);
  }
}

function setReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

beforeEach(() => {
  observers = [];
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  setReducedMotion(false);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const bars = () => screen.getAllByTestId('benchmark-bar');
const labels = () => screen.getAllByTestId('benchmark-label').map((el) => el.textContent);
const chart = () => screen.getByTestId('benchmark-chart');

describe('Benchmark', () => {
  it('gives every bar its share of the longest time and a duration equal to its time', () => {
    render(<Benchmark data={DATA} />);
    const [fast, slow] = bars();
    expect(fast?.style.getPropertyValue('--bar-final')).toBe('25%');
    expect(fast?.style.getPropertyValue('--bar-duration')).toBe('0.5s');
    expect(slow?.style.getPropertyValue('--bar-final')).toBe('100%');
    expect(slow?.style.getPropertyValue('--bar-duration')).toBe('2s');
  });

  it('waits until the chart is visible, then counts the labels up once', () => {
    render(<Benchmark data={DATA} />);
    expect(chart().dataset.phase).toBe('idle');
    expect(observers).toHaveLength(1);

    act(() => observers[0]?.([{ isIntersecting: true }]));
    expect(chart().dataset.phase).toBe('running');
    expect(observers).toHaveLength(0);

    act(() => {
      vi.advanceTimersByTime(250);
    });
    const [fastMid, slowMid] = labels();
    expect(fastMid).toMatch(/^\d+ms$/);
    expect(Number.parseInt(fastMid ?? '', 10)).toBeGreaterThan(0);
    expect(Number.parseInt(fastMid ?? '', 10)).toBeLessThan(500);
    expect(slowMid).toMatch(/^0\.\d\ds$/);

    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(chart().dataset.phase).toBe('done');
    expect(labels()).toEqual(['500ms', '2.00s']);
  });

  it('shows the end state at once under prefers-reduced-motion', () => {
    setReducedMotion(true);
    render(<Benchmark data={DATA} />);
    act(() => observers[0]?.([{ isIntersecting: true }]));
    expect(chart().dataset.phase).toBe('done');
    expect(labels()).toEqual(['500ms', '2.00s']);
  });
});
