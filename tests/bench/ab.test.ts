import { describe, expect, it } from 'vitest';
import { htmlFileOf } from '../../scripts/bench/ab';
import { median } from '../../scripts/bench/browser';

describe('A/B and bench helpers', () => {
  it('takes the middle value, or the mean of the two middle ones, whatever the order', () => {
    expect(median([300, 36, 80])).toBe(80);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('finds the built HTML file of a page path', () => {
    expect(htmlFileOf('/')).toBe('/index.html');
    expect(htmlFileOf('/zh/')).toBe('/zh/index.html');
    expect(htmlFileOf('/api/javascript-api/instance')).toBe('/api/javascript-api/instance.html');
  });
});
