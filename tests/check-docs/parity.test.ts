import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createContext } from '../../scripts/check-docs/context';
import { checkParity, longestEnglishRun, normaliseCode } from '../../scripts/check-docs/parity';
import { FIXTURES, fixture, lines } from './helpers';

describe('parity gate', () => {
  it('passes a correct tree', () => {
    const result = checkParity(fixture('good'));
    expect(lines(result, 'good')).toEqual([]);
    expect(result.summary).toBe('8 page pairs, 3 _meta/_nav.json pairs, 5 h2/h3 ids, 8 code blocks compared');
  });

  it('fails on a missing zh twin, a mismatched anchor and an English paragraph on a zh page', () => {
    const result = checkParity(fixture('broken'));
    expect(lines(result, 'broken')).toEqual([
      'en/guide/other.mdx:0  missing zh twin: tests/check-docs/fixtures/broken/zh/guide/other.mdx',
      'zh/guide/index.mdx:0  heading id "setup" (tests/check-docs/fixtures/broken/en/guide/index.mdx:9 "Setup") is missing on the zh twin',
      'zh/guide/index.mdx:9  heading id "set-up" ("设置") does not exist on the en twin',
      'zh/guide/index.mdx:19  English paragraph on a zh page (15 consecutive English words)',
    ]);
  });

  it('fails when a twin marks other lines with diff or highlight notation', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'parity-notation-'));
    cpSync(path.join(FIXTURES, 'good'), root, { recursive: true });
    const file = path.join(root, 'en/guide/quick-start.mdx');
    const marked = readFileSync(file, 'utf8').replace(
      "import { pluginReact } from '@rsbuild/plugin-react';",
      "import { pluginReact } from '@rsbuild/plugin-react'; // [!code ++]",
    );
    writeFileSync(file, marked);
    const messages = checkParity(createContext(root, { configOptions: [] })).problems.map((p) => p.message);
    rmSync(root, { recursive: true, force: true });
    expect(messages).toEqual([
      expect.stringMatching(
        /^code block differs from its en twin .*marked lines: 2:\+\+" vs zh .*marked lines: none/,
      ),
    ]);
  });

  it('normalises code: comments and string contents do not count, code does', () => {
    const en = normaliseCode(
      `// Set the title\nconst title = 'Hello'; /* note */\nfetch("https://a.b/c");`,
      'ts',
    );
    const zh = normaliseCode(`// 设置标题\nconst title = '你好';\nfetch("https://a.b/c");`, 'ts');
    expect(en).toBe(zh);
    expect(normaliseCode('const title = 1;', 'ts')).not.toBe(normaliseCode('const name = 1;', 'ts'));
    expect(normaliseCode('npm run dev # start', 'bash')).toBe(normaliseCode('npm run dev # 启动', 'bash'));
    expect(normaliseCode('<p>Hello</p>', 'html')).toBe(normaliseCode('<p>你好</p>', 'html'));
    expect(normaliseCode('<!-- note -->\n<div/>', 'html')).toBe(
      normaliseCode('<!-- 注释 -->\n<div/>', 'html'),
    );
  });

  it('counts consecutive English words, ignoring code and breaking on Chinese', () => {
    expect(longestEnglishRun('使用 output charset 配置 the option now')).toBe(3);
    expect(longestEnglishRun('one two three four five six seven eight nine ten eleven twelve')).toBe(12);
    expect(longestEnglishRun('see https://example.com/a/b/c/d/e/f/g/h/i/j/k/l/m 文档')).toBe(1);
  });
});
