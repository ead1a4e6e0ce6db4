/**
 * The thank-you pages a browser without JavaScript lands on (303 See Other): static files, with the reference in the
 * query (`?ref=DV-7K3Q-M2XA`). No address: a post without JavaScript solves no challenge and gets no confirmation
 * (worker/confirmation.ts), and a `to` in the query would let any link show a domain of its maker's choosing on the
 * garage's site (red team 2026-11-27, G9). The Worker serves these paths first (wrangler.jsonc: run_worker_first)
 * and, when the reference is valid, fills "note your reference" into the page's
 * marked element (`data-confirmation-note`, hidden in the static file) with HTMLRewriter: text only, no script, so
 * the page keeps its strict CSP. Anything else in the query is ignored and the page is served as it is; without the
 * receiver (the static build) the page simply says it was sent.
 */
import { shared as sharedEn } from '../src/data/forms/en/shared';
import { shared as sharedNl } from '../src/data/forms/nl/shared';
import { referencePattern } from '../src/lib/form-rules';
import { thanksPage as thanksPages } from './respond';
import { appointmentThanks as appointmentPages } from './routes/appointment';
/** The page's language, or null for a path that is no thank-you page (read at call time: routes/appointment.ts imports this module). */
const pageLanguage = (pathname: string): 'nl' | 'en' | null => {
  for (const pages of [thanksPages, appointmentPages]) {
    if (pathname === pages.nl) return 'nl';
    if (pathname === pages.en) return 'en';
  }
  return null;
};

const referenceOnly = new RegExp(`^${referencePattern.source}$`);

/** Where the 303 goes: the thank-you page of the form's language (or `page`), with the reference. */
export const thanksLocation = (lang: 'nl' | 'en', reference: string, pages: { nl: string; en: string } = thanksPages): string =>
  `${pages[lang]}?${new URLSearchParams({ ref: reference })}`;

export const isThanksPage = (pathname: string): boolean => pageLanguage(pathname) !== null;

/** The thank-you page, with the sentence filled in when the query holds a valid reference; any `to` is ignored. */
export const serveThanks = async (request: Request, assets: Fetcher): Promise<Response> => {
  const url = new URL(request.url);
  const lang = pageLanguage(url.pathname) ?? 'nl';
  const response = await assets.fetch(request);
  const reference = url.searchParams.get('ref') ?? '';
  if (request.method !== 'GET' || !response.ok || !referenceOnly.test(reference)) return response;
  const sentence = (lang === 'en' ? sharedEn : sharedNl).confirmation.noteReference(reference);
  const filled = new HTMLRewriter()
    .on('[data-confirmation-note]', {
      element(element) {
        element.removeAttribute('hidden');
        element.setInnerContent(sentence);
      },
    })
    .transform(response);
  const headers = new Headers(filled.headers);
  // This answer names a reference: never kept by a shared cache.
  headers.set('Cache-Control', 'private, no-store');
  return new Response(filled.body, { status: filled.status, headers });
};
