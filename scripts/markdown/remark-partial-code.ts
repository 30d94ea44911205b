import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** The meta word that marks a code block as a deliberate excerpt rather than a complete program. */
const PARTIAL_META = 'partial';

const LABEL = { en: 'excerpt', zh: '片段' } as const;

const TITLE_RE = /title=(["'])(.*?)\1/;

/**
 * Makes the `partial` marker of a code block visible: the word is removed from the meta and
 * the block's title gets an "excerpt" suffix (Chinese pages: "片段"), so readers see that the
 * snippet is not a complete file.
 */
export function remarkPartialCode() {
  return (tree: Root, file: { path?: string }) => {
    const label = file.path?.split(/[\\/]/).includes('zh') ? LABEL.zh : LABEL.en;
    visit(tree, 'code', (node) => {
      const words = node.meta?.split(/\s+/) ?? [];
      if (!words.includes(PARTIAL_META)) return;
      const rest = (node.meta ?? '').replace(new RegExp(`(^|\\s)${PARTIAL_META}(?=\\s|$)`), ' ').trim();
      const match = TITLE_RE.exec(rest);
      const title = match ? `${match[2]} (${label})` : `(${label})`;
      const withoutTitle = rest.replace(TITLE_RE, '').trim();
      node.meta = `${withoutTitle} title="${title}"`.trim();
    });
  };
}
