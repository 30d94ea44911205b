import { expect } from 'vitest';
import { build, claim } from './helpers';

const OUT = 'config/output';

claim(
  `${OUT}/clean-dist-path`,
  "'auto' also empties dist in a build with mode development (only the dev server needs writeToDisk)",
  async () => {
    const dist = await build({ mode: 'development', files: { 'dist/old.txt': 'old' } });
    expect(dist.files).not.toContain('old.txt');
    expect(dist.files).toContain('static/js/index.js');
  },
);

claim(
  `${OUT}/legal-comments`,
  'minified CSS drops /*! comments too; .LICENSE.txt files stay out of the manifest',
  async () => {
    const dist = await build({
      config: { output: { manifest: true } },
      files: {
        'src/index.js': "/*! @license audit-js */\nimport './a.css';\nconsole.log(1);\n",
        'src/a.css':
          '/*! audit-css-leading */\nbody { color: red; }\n/*! audit-css-middle */\na { color: blue; }\n',
      },
    });
    expect(dist.css).not.toContain('audit-css');
    expect(dist.match(/\.LICENSE\.txt$/)).toHaveLength(1);
    expect(dist.read('manifest.json')).not.toContain('LICENSE');
  },
);
