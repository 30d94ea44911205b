import { describe, expect, it } from 'vitest';
import { validatePage } from '../../scripts/check-html/validate-pages';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page</title></head><body>${body}</body></html>`;

describe('validatePage (html-validate with the site rules)', () => {
  it('passes a valid page, in the forms React writes (lower-case doctype, <img/>, hidden="")', async () => {
    const html = page(
      '<div id="__rspress_root"><img src="/a.svg" alt="logo"/><div hidden=""></div><button style="opacity:0">Go</button></div>',
    );
    expect(await validatePage(html, 'ok.html')).toEqual([]);
  });

  it.each([
    ['no-dup-id', '<img src="/a.svg" alt="logo" id="logo"><img src="/b.svg" alt="logo" id="logo">'],
    ['element-permitted-content', '<button type="button"><div>Search</div></button>'],
    ['element-permitted-content', '<ul><div>item</div></ul>'],
    ['text-content', '<button type="button"><svg viewBox="0 0 1 1"></svg></button>'],
    ['hidden-focusable', '<div aria-hidden="true"><pre tabindex="0">code</pre></div>'],
    ['element-permitted-content', '<div><noscript><style>a{color:red}</style></noscript></div>'],
  ])('fails a page with %s: %s', async (rule, body) => {
    const messages = await validatePage(page(body), 'broken.html');
    expect(messages.join('\n')).toContain(` ${rule}: `);
    expect(messages[0]).toMatch(/^broken\.html:1:\d+ /);
  });
});
