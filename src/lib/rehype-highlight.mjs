/**
 * The landing pages' fact box (design review 2026-11-28 evening, M1): a rehype plugin that reads the page's front
 * matter `highlight` ({ label, text }, validated in src/content.config.ts) and places it in the Markdown's HTML just
 * before the second h2, so it ends the prose's first section (its first card, src/lib/rehype-sections.mjs), in reading
 * order, with no script. A Markdown
 * file without `highlight` is left as it is. Styled in src/components/sections/Prose.astro (.fact-box).
 */

/** @param {string} tagName @param {string[]} className @param {string} text */
const el = (tagName, className, text) => ({ type: 'element', tagName, properties: { className }, children: [{ type: 'text', value: text }] });

export function rehypeHighlight() {
  /** @param {{ children: any[] }} tree @param {{ data?: { astro?: { frontmatter?: Record<string, any> } } }} file */
  return (tree, file) => {
    const highlight = file.data?.astro?.frontmatter?.highlight;
    if (!highlight?.label || !highlight?.text) return;
    const h2s = tree.children.flatMap((node, i) => (node.type === 'element' && node.tagName === 'h2' ? [i] : []));
    const at = h2s[1] ?? tree.children.length;
    tree.children.splice(at, 0, {
      type: 'element',
      tagName: 'div',
      properties: { className: ['fact-box'], role: 'note', dataHighlight: '' },
      children: [el('p', ['fact-box-label'], highlight.label), el('p', ['fact-box-text'], highlight.text)],
    });
  };
}
