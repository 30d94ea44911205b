import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createContext, REPO_ROOT } from '../../scripts/check-docs/context';
import { GLOSSARY } from '../../scripts/check-docs/glossary';
import { checkZhTerms } from '../../scripts/check-docs/zh-terms';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A docs tree with the Getting Started pages of both languages, and its Chinese quick start. */
function tree(): { docs: string; page: string } {
  const docs = mkdtempSync(path.join(tmpdir(), 'zh-terms-'));
  dirs.push(docs);
  for (const lang of ['en', 'zh']) {
    cpSync(path.join(REPO_ROOT, 'docs', lang, 'guide', 'start'), path.join(docs, lang, 'guide', 'start'), {
      recursive: true,
    });
  }
  return { docs, page: path.join(docs, 'zh', 'guide', 'start', 'quick-start.mdx') };
}

function problemsAfterAdding(text: string): string[] {
  const { docs, page } = tree();
  writeFileSync(page, `${readFileSync(page, 'utf8')}\n\n${text}\n`);
  const line = readFileSync(page, 'utf8').trimEnd().split('\n').length;
  return checkZhTerms(createContext(docs)).problems.map(
    (p) => `${p.line === line ? 'last' : p.line} ${p.message}`,
  );
}

describe('the zh-terms gate', () => {
  it('passes on the docs tree', () => {
    expect(checkZhTerms(createContext(path.join(REPO_ROOT, 'docs'))).problems).toEqual([]);
  });

  it('names the line and the word to use for an avoided form in prose', () => {
    expect(problemsAfterAdding('Rspack 是一个打包器。')).toEqual([
      'last "打包器": write "打包工具" (glossary: bundler)',
    ]);
    expect(problemsAfterAdding('构建会清空输出目录，并减小 bundle 体积。')).toEqual([
      'last "输出目录": write "产物目录" (glossary: output directory)',
      'last "bundle": write "产物" (glossary: bundle (noun))',
    ]);
  });

  it('leaves code, inline code, quoted messages, names that contain the word and React’s Hook alone', () => {
    expect(
      problemsAfterAdding(
        '报错 “Invalid hook call” 时，检查 `hooks` 和 webpack-bundle-analyzer；自定义 Hook 也一样，部分包除外。\n\n```js\n// 打包器 bundle\n```',
      ),
    ).toEqual([]);
  });

  it('checks the typography: quotes, list separators in table cells, spaces around links', () => {
    expect(problemsAfterAdding('它会报出 "Cannot find config file" 错误。')).toEqual([
      'last straight quote in Chinese prose: use “ ”',
    ]);
    expect(problemsAfterAdding('| 选项 | 说明 |\n| --- | --- |\n| `a` | 见 `b`, `c` |')).toEqual([
      'last list in a table cell: separate the items with 、',
    ]);
    expect(problemsAfterAdding('请参见[快速上手](/zh/guide/start/quick-start)中的说明。')).toEqual([
      'last one space between Chinese text and the link after it',
      'last one space between Chinese text and the link before it',
    ]);
  });

  it('has one rendering per concept, none of which is an avoided form of another entry', () => {
    for (const entry of GLOSSARY) {
      for (const other of GLOSSARY)
        for (const pattern of other.avoid) expect(entry.zh.match(pattern), entry.zh).toBeNull();
    }
  });
});
