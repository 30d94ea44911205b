import { expect } from 'vitest';
import { build, claim, example } from './helpers';

const P = 'config/output';

claim(`${P}/charset`, 'ascii escapes non-ASCII characters, utf8 (default) keeps them', async () => {
  const files = { 'src/index.js': "console.log('你好');\n" };
  const ascii = await build({ configFile: example(`${P}/charset`, 'ascii'), files });
  expect(ascii.js).toContain('\\u4F60\\u597D');
  expect(ascii.js).not.toContain('你好');
  const utf8 = await build({ files });
  expect(utf8.js).toContain('你好');
});
