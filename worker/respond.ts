/** What the routes share: the refusal (JSON or a page), form text, a capped body read, thank-you pages. */
import { limits, makeReference } from '../src/lib/form-rules';
import { formLanguage, problem, readCapped, TooLarge, wantsJson } from './http';
import { refusalPage, type RefusalDetail } from './pages/refusal';

export const retryAfterSeconds = 60;

/** The pages the form without JavaScript lands on after sending (303 See Other). */
export const thanksPage = { nl: '/bedankt', en: '/en/thank-you' } as const;
/** Where a browser without JavaScript lands after sending an appointment request (the appointment pages' own thank-you pages). */
export const appointmentThanks = { nl: '/afspraak/bedankt', en: '/en/appointment/thank-you' } as const;

/** Each receiving route's own form, per language: where a refusal without a usable Referer leads back to. */
const formPages: Record<string, { nl: string; en: string }> = {
  '/api/schade-melden': { nl: '/schade-melden', en: '/en/report-damage' },
  '/api/contact': { nl: '/contact', en: '/en/contact' },
  '/api/afspraak': { nl: '/afspraak', en: '/en/appointment' },
  '/api/apk-herinnering': { nl: '/apk-herinnering', en: '/en/mot-reminder' },
};

/** The path of a Referer on our own origin; null for another origin, a path that starts with `//` or a Referer that is not a URL. */
const sameOriginPath = (referer: string | null, request: Request): string | null => {
  try {
    const url = new URL(referer ?? '');
    return url.origin === new URL(request.url).origin && !url.pathname.startsWith('//') ? url.pathname : null;
  } catch {
    return null;
  }
};

/**
 * The refusal page's headers: the site's own (public/_headers) and a CSP for a page without script, images or forms:
 * its one style is inline, and no other site may frame it.
 */
export const pageHeaders = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
} as const;

/** The answer to a refused request: JSON for the island, a short page for a browser without JavaScript (worker/pages/refusal.ts). */
export const refuse = (request: Request, status: number, error: string, extra: Record<string, unknown> = {}, headers: HeadersInit = {}) => {
  if (wantsJson(request)) return problem(status, error, extra, headers);
  const lang = formLanguage(request);
  const { pathname } = new URL(request.url);
  const report = pathname.startsWith('/api/schade-melden');
  // Without a usable Referer: back to the form this request came from, in its language.
  const form = (formPages[report ? '/api/schade-melden' : pathname] ?? formPages['/api/contact']!)[lang];
  const back = sameOriginPath(request.headers.get('Referer'), request) ?? form;
  const html = refusalPage(status, error, lang, report ? 'report' : pathname === '/api/afspraak' || pathname.startsWith('/api/apk-herinnering') ? 'appointment' : 'contact', back, extra as RefusalDetail);
  return new Response(html, { status, headers: { ...pageHeaders, ...headers } });
};

/** At most `limits.photos` file names, each cut at 100 characters, each its own key (`__proto__` too; a second "a.jpg" becomes "a.jpg (2)"). */
export const named = (entries: [string, string][]): Record<string, string> => {
  const out = new Map<string, string>();
  for (const [raw, code] of entries.slice(0, limits.photos)) {
    const name = (raw || 'foto').slice(0, 100);
    let key = name;
    for (let n = 2; out.has(key); n++) key = `${name} (${n})`;
    out.set(key, code);
  }
  return Object.fromEntries(out);
};

/** A declared charset other than UTF-8: the body would be read as mojibake. */
export const foreignCharset = (request: Request): boolean => {
  const charset = /;\s*charset="?([^";\s]+)/i.exec(request.headers.get('Content-Type') ?? '')?.[1]?.toLowerCase();
  return !!charset && charset !== 'utf-8' && charset !== 'utf8';
};

export const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The honeypot's answer: a reference like any other, never stored. */
export const newReference = () => makeReference(crypto.getRandomValues(new Uint8Array(8)));

/** The body, or the 413 answer when it passes `limit` bytes. */
export const readBody = async (request: Request, limit: number): Promise<Uint8Array | Response> => {
  try {
    return await readCapped(request, limit);
  } catch (error) {
    if (error instanceof TooLarge) return refuse(request, 413, 'too-large', { limit });
    throw error;
  }
};
