/**
 * Dutch licence plates (kentekens) against the RDW side codes (sidecodes 1–14). Visitors type `ab12cd`, `AB 12 CD`,
 * `ab-12-cd` or `12-ABC-3`; the garage wants `AB-12-CD`. Each side code is a unique pattern of letter and digit
 * runs, so the letters-and-digits shape of what was typed names its side code and where the dashes go.
 */

/** Letter/digit shape (L, D) → group lengths, e.g. side code 4 `XX-99-XX`: 'LLDDLL' → [2, 2, 2]. */
const sideCodes: Record<string, readonly number[]> = {
  LLDDDD: [2, 2, 2], // 1  XX-99-99
  DDDDLL: [2, 2, 2], // 2  99-99-XX
  DDLLDD: [2, 2, 2], // 3  99-XX-99
  LLDDLL: [2, 2, 2], // 4  XX-99-XX
  LLLLDD: [2, 2, 2], // 5  XX-XX-99
  DDLLLL: [2, 2, 2], // 6  99-XX-XX
  DDLLLD: [2, 3, 1], // 7  99-XXX-9
  DLLLDD: [1, 3, 2], // 8  9-XXX-99
  LLDDDL: [2, 3, 1], // 9  XX-999-X
  LDDDLL: [1, 3, 2], // 10 X-999-XX
  LLLDDL: [3, 2, 1], // 11 XXX-99-X
  LDDLLL: [1, 2, 3], // 12 X-99-XXX
  DLLDDD: [1, 2, 3], // 13 9-XX-999
  DDDLLD: [3, 2, 1], // 14 999-XX-9
};

/** A loose check for the browser's own validation without JavaScript: 6 letters or digits with optional dashes or spaces. */
export const plateInputPattern = String.raw`\s*[A-Za-z0-9]([\s\-]?[A-Za-z0-9]){5}\s*`;

/** `ab12cd` → `AB-12-CD`; null when the value fits no side code. */
export const normalisePlate = (raw: string): string | null => {
  const compact = raw.toUpperCase().replace(/[\s\-.]/g, '');
  if (!/^[A-Z0-9]{6}$/.test(compact)) return null;
  const groups = sideCodes[compact.replace(/[A-Z]/g, 'L').replace(/[0-9]/g, 'D')];
  if (!groups) return null;
  let at = 0;
  return groups.map((length) => compact.slice(at, (at += length))).join('-');
};
