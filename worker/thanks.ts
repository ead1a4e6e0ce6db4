/**
 * The thank-you pages a browser without JavaScript lands on (303 See Other): static files, with the reference and
 * the confirmation's masked address in the query (`?ref=DV-7K3Q-M2XA&to=j•••@example.nl`). The Worker serves these
 * paths first (wrangler.jsonc: run_worker_first) and, when both values are valid, fills the sentence into the page's
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
/** What maskAddress makes: one character of the local part, the mask, and a domain of LDH labels. */
const maskedOnly = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]•••@(?=.{1,253}$)[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63})+$/;

/** Where the 303 goes: the thank-you page of the form's language (or `page`), with the reference and the masked address. */
export const thanksLocation = (lang: 'nl' | 'en', reference: string, confirmationTo: string | null, pages: { nl: string; en: string } = thanksPages): string => {
  const query = new URLSearchParams({ ref: reference, ...(confirmationTo ? { to: confirmationTo } : {}) });
  return `${pages[lang]}?${query}`;
};

export const isThanksPage = (pathname: string): boolean => pageLanguage(pathname) !== null;

/** The thank-you page, with the sentence filled in when the query holds a valid reference (and masked address). */
export const serveThanks = async (request: Request, assets: Fetcher): Promise<Response> => {
  const url = new URL(request.url);
  const lang = pageLanguage(url.pathname) ?? 'nl';
  const response = await assets.fetch(request);
  const reference = url.searchParams.get('ref') ?? '';
  const to = url.searchParams.get('to');
  if (request.method !== 'GET' || !response.ok || !referenceOnly.test(reference) || (to !== null && !maskedOnly.test(to))) return response;
  const words = (lang === 'en' ? sharedEn : sharedNl).confirmation;
  const sentence = to ? `${words.reference(reference)} ${words.sent(to)}` : words.noteReference(reference);
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
