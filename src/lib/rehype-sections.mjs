/**
 * The landing pages' prose as a stack of cards (design review 2026-11-29 evening, H1: ~3,500 px of unbroken text at
 * 390 px): a rehype plugin that wraps each h2 and what follows it up to the next h2 in
 * `<details class="prose-section"><summary><h2>…</h2></summary><div>…</div></details>`, the first one open. The h2s
 * stay in the HTML (a summary may hold a heading), and so does the text of a closed card, for search engines and
 * for the browser's find in page, which opens it. No script: the browser opens and closes the cards. Text before the
 * first h2 is left as it is, and so is Markdown outside src/content/landing (src/data/autogarage-utrecht.md). Styled in src/components/sections/Prose.astro (.prose-section); the landing template
 * places its action row after the first card (src/lib/landing.ts, splitProse).
 */

/** @param {any} node */
const isH2 = (node) => node.type === 'element' && node.tagName === 'h2';

/** @param {string} tagName @param {Record<string, unknown>} properties @param {any[]} children */
const el = (tagName, properties, children) => ({ type: 'element', tagName, properties, children });

export function rehypeSections() {
  /** @param {{ children: any[] }} tree @param {{ path?: string, history?: string[] }} file */
  return (tree, file) => {
    const path = (file.path ?? file.history?.[0] ?? '').replace(/\\/g, '/');
    if (!path.includes('/src/content/landing/')) return;
    const first = tree.children.findIndex(isH2);
    if (first < 0) return;
    /** @type {any[]} */
    const sections = [];
    for (const node of tree.children.slice(first)) {
      if (isH2(node)) sections.push({ heading: node, body: [] });
      else sections.at(-1).body.push(node);
    }
    tree.children = [
      ...tree.children.slice(0, first),
      ...sections.map(({ heading, body }, i) =>
        el('details', { className: ['prose-section'], dataSection: '', ...(i === 0 ? { open: true } : {}) }, [
          el('summary', {}, [heading, el('span', { className: ['prose-chevron'], ariaHidden: 'true' }, [])]),
          el('div', { className: ['prose-section-body'] }, body),
        ]),
      ),
    ];
  };
}
