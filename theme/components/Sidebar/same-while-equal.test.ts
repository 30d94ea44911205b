import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepWhileEqual, sidebarSignature } from './same-while-equal';

describe('keepWhileEqual', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the first value while equal ones arrive (the reset right after mounting)', () => {
    const keep = keepWhileEqual(sidebarSignature);
    const first = [{ text: 'Guide', items: [{ text: 'Start', link: '/guide/start/' }], collapsed: false }];
    expect(keep(first)).toBe(first);
    expect(keep(structuredClone(first))).toBe(first);
  });

  it('hands out a group toggled in place as new data', () => {
    const keep = keepWhileEqual(sidebarSignature);
    const group = { text: 'Config', items: [], collapsed: false };
    const first = [group];
    keep(first);
    group.collapsed = true;
    const toggled = [...first];
    expect(keep(toggled)).toBe(toggled);
    expect(keep([...toggled])).toBe(toggled);
  });

  it('never treats data it cannot serialise as equal, and says so', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const keep = keepWhileEqual(sidebarSignature);
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    keep([circular]);
    const again = [circular];
    expect(keep(again)).toBe(again);
    expect(error).toHaveBeenCalled();
  });
});
