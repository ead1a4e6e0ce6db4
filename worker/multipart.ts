/**
 * A look at a multipart body before it is parsed: how many parts it has, their file names, and whether its text parts
 * are UTF-8. The platform's `formData()` builds an object per part, so a body of 90,000 tiny parts costs seconds of
 * CPU; counting delimiters costs a few milliseconds for 12 MB and lets the receiver refuse such a body first.
 */

export interface PartsSeen {
  /** Parts with a file name (the photos). */
  files: number;
  /** The file names, in order, of the first `keepNames` files. */
  names: string[];
  /** Parts without a file name (the text fields). */
  fields: number;
  /** A text part that is not valid UTF-8 (a body in another charset). */
  notUtf8: boolean;
  /** Counting stopped at `stopAt` parts. */
  stopped: boolean;
}

const crlfcrlf = new Uint8Array([13, 10, 13, 10]);

/** Where `needle` first occurs in `hay` from `from`, or -1. */
const find = (hay: Uint8Array, needle: Uint8Array, from: number): number => {
  const first = needle[0]!;
  const last = hay.length - needle.length;
  for (let i = hay.indexOf(first, from); i !== -1 && i <= last; i = hay.indexOf(first, i + 1)) {
    let j = 1;
    while (j < needle.length && hay[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
};

/** The boundary of a multipart Content-Type, or null. */
export const boundaryOf = (contentType: string): string | null => {
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return m ? (m[1] ?? m[2]!) : null;
};

/** UTF-8 that throws on a byte sequence that is not UTF-8 (Latin-1 "é", say). */
export const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * Counts the parts of a multipart body (up to `stopAt`), with the file names of the first `keepNames` files. Null
 * when the body has no boundary to count by: `formData()` then refuses it as malformed.
 */
export const countParts = (body: Uint8Array, contentType: string, stopAt: number, keepNames: number): PartsSeen | null => {
  const boundary = boundaryOf(contentType);
  if (!boundary) return null;
  const delimiter = new TextEncoder().encode(`\r\n--${boundary}`);
  const seen: PartsSeen = { files: 0, names: [], fields: 0, notUtf8: false, stopped: false };
  // The first delimiter may open the body without the CR LF before it.
  const opening = delimiter.subarray(2);
  const opens = opening.every((byte, i) => body[i] === byte);
  let at = opens ? 0 : find(body, delimiter, 0);
  if (at === -1) return null;
  at += opens ? opening.length : delimiter.length;
  for (;;) {
    // "--" after a delimiter closes the body.
    if (body[at] === 0x2d && body[at + 1] === 0x2d) break;
    const headersEnd = find(body, crlfcrlf, at);
    if (headersEnd === -1) break;
    const next = find(body, delimiter, headersEnd + 4);
    if (next === -1) break;
    if (seen.files + seen.fields >= stopAt) {
      seen.stopped = true;
      break;
    }
    const headers = new TextDecoder().decode(body.subarray(at, headersEnd));
    const filename = /;\s*filename="([^"]*)"/i.exec(headers);
    if (filename) {
      if (seen.names.length < keepNames) seen.names.push(filename[1]!);
      seen.files++;
    } else {
      seen.fields++;
      try {
        utf8.decode(body.subarray(headersEnd + 4, next));
      } catch {
        seen.notUtf8 = true;
      }
    }
    at = next + delimiter.length;
  }
  return seen;
};
