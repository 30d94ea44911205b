import { BENCHMARK_DATA } from '@data/benchmark';
import { describe, expect, it } from 'vitest';
import { barWidthPercent, formatTimeLabel, maxTime } from './benchmark-math';

describe('maxTime', () => {
  it('is the longest time across every group and metric', () => {
    expect(maxTime(BENCHMARK_DATA)).toBe(6.52);
    expect(maxTime({ a: { label: 'A', metrics: [{ desc: 'dev', time: 2 }] } })).toBe(2);
    expect(maxTime({})).toBe(0);
  });
});

describe('barWidthPercent', () => {
  it('is time divided by the maximum, as a percentage', () => {
    expect(barWidthPercent(6.52, 6.52)).toBe(100);
    expect(barWidthPercent(0.41, 6.52)).toBeCloseTo(6.29, 2);
    expect(barWidthPercent(5.02, 6.52)).toBeCloseTo(76.99, 2);
    expect(barWidthPercent(0.05, 6.52)).toBeCloseTo(0.77, 2);
  });

  it('is 0 when there is nothing to compare against', () => {
    expect(barWidthPercent(1, 0)).toBe(0);
    expect(barWidthPercent(0, 5)).toBe(0);
    expect(barWidthPercent(Number.NaN, 5)).toBe(0);
  });
});

describe('formatTimeLabel', () => {
  it('shows whole milliseconds when the metric is under one second', () => {
    expect(formatTimeLabel(0.41, 0.41)).toBe('410ms');
    expect(formatTimeLabel(0.08, 0.08)).toBe('80ms');
    expect(formatTimeLabel(0.1234, 0.5)).toBe('123ms');
  });

  it('shows seconds with two decimals from one second up', () => {
    expect(formatTimeLabel(1.29, 1.29)).toBe('1.29s');
    expect(formatTimeLabel(6.52, 6.52)).toBe('6.52s');
    expect(formatTimeLabel(0.5, 2.01)).toBe('0.50s');
  });

  it('never runs past the final time or below zero', () => {
    expect(formatTimeLabel(9, 1.29)).toBe('1.29s');
    expect(formatTimeLabel(-1, 0.41)).toBe('0ms');
  });
});
