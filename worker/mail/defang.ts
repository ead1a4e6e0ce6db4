/** Visitor text in the garage's mail that must not become a link or a sender (red team F8). */

/**
 * A one-line field as the garage's mail shows it: what the visitor typed there cannot become a link or a sender. A
 * name, an insurer or a plate holds no address or web site, so `@` reads `[at]`, `https://` reads `hxxps[://]` and a
 * dot inside a domain `[.]` (mail programs link `www.x.nl` and `x.nl` by themselves). The message keeps its links: a
 * customer can mean them. The e-mail field is the checked reply address and stays as it is.
 */
export const defang = (value: string): string =>
  value
    .replace(/@/g, '[at]')
    .replace(/\bhttp(s?):\/\//gi, 'hxxp$1://')
    .replace(/:\/\//g, '[://]')
    .replace(/([\p{L}\p{N}_-])\.(?=[\p{L}\p{N}-]{2})/gu, '$1[.]');

/** A name as the mail shows it (the text, the subject, the Reply-To's display name). */
export const defangedName = (v: { firstName: string; lastName: string }): string => defang(`${v.firstName} ${v.lastName}`);
