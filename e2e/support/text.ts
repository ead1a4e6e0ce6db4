/** Text measures for the landing-page tests: words, word 5-gram sets and their Jaccard similarity. */

/** Lower-case words (letters and digits, "auto's" kept whole). */
export const words = (text: string): string[] =>
  text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’]\p{L}+)?/gu) ?? [];

/** The set of n consecutive words ("shingles") of a text. */
export const shingles = (text: string, n = 5): Set<string> => {
  const w = words(text);
  const set = new Set<string>();
  for (let i = 0; i + n <= w.length; i++) set.add(w.slice(i, i + n).join(' '));
  return set;
};

/** |A ∩ B| / |A ∪ B|: 0 for texts that share no 5-word sequence, 1 for the same text. */
export const jaccard = (a: Set<string>, b: Set<string>): number => {
  let shared = 0;
  for (const s of a) if (b.has(s)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
};
