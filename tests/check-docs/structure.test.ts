import { describe, expect, it } from 'vitest';
import { checkStructure, descriptionProblem, findPlaceholder } from '../../scripts/check-docs/structure';
import { fixture, lines } from './helpers';

describe('structure gate', () => {
  it('passes a correct tree (home pages need only a description)', () => {
    const result = checkStructure(fixture('good'));
    expect(lines(result, 'good')).toEqual([]);
  });

  it('fails on a missing description, an empty section, placeholders and a skipped heading level', () => {
    const result = checkStructure(fixture('broken'));
    expect(lines(result, 'broken')).toEqual([
      'en/guide/index.mdx:13  empty section "Empty" (heading with no content)',
      'en/guide/index.mdx:17  placeholder text "TODO"',
      'en/guide/other.mdx:1  missing frontmatter description',
      'en/guide/other.mdx:7  heading level skips from h2 to h4',
      'zh/guide/index.mdx:13  empty section "空白" (heading with no content)',
      'zh/guide/index.mdx:17  placeholder text "待补充"',
    ]);
  });

  it('wants one sentence of at most 200 characters', () => {
    expect(descriptionProblem('Configure the output charset of JavaScript files.')).toBeNull();
    expect(descriptionProblem('Use plugins, e.g. the React plugin, with Rsbuild 1.7.6.')).toBeNull();
    expect(descriptionProblem('决定如何处理 @license、/*! 等注释：输出到独立文件或删除。')).toBeNull();
    expect(descriptionProblem(undefined)).toBe('missing frontmatter description');
    expect(descriptionProblem('  ')).toBe('empty frontmatter description');
    expect(descriptionProblem('First line.\nSecond line.')).toMatch(/line break/);
    expect(descriptionProblem('x'.repeat(201))).toMatch(/201 characters/);
    expect(descriptionProblem('It is deprecated. This page explains the migration.')).toMatch(/one sentence/);
    expect(descriptionProblem('该选项已废弃。本页说明迁移方式。')).toMatch(/one sentence/);
  });

  it('finds placeholders', () => {
    expect(findPlaceholder('TODO: later')).toBe('TODO');
    expect(findPlaceholder('a todo app')).toBeNull();
    expect(findPlaceholder('Lorem Ipsum dolor')).toBe('lorem ipsum');
    expect(findPlaceholder('内容待完善')).toBe('待完善');
  });
});
