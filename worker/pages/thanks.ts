/**
 * The thank-you pages a browser without JavaScript lands on (303 See Other): static files, with the reference in the
 * query (`?ref=DV-7K3Q-M2XA`). No address: a post without JavaScript solves no challenge and gets no confirmation
 * (worker/mail/confirmation.ts), and a `to` in the query would let any link show a domain of its maker's choosing on the
 * garage's site (red team 2026-11-27, G9). The Worker serves these paths first (wrangler.jsonc: run_worker_first)
 * and, when the reference is valid, fills "note your reference" into the page's
 * marked element (`data-confirmation-note`, hidden in the static file) with HTMLRewriter: text only, no script, so
 * the page keeps its strict CSP. Anything else in the query is ignored and the page is served as it is; without the
 * receiver (the static build) the page simply says it was sent.
 */
import { business } from '../../src/data/business';
import { appointment as appointmentEn } from '../../src/data/forms/en/appointment';
import { shared as sharedEn } from '../../src/data/forms/en/shared';
import { appointment as appointmentNl } from '../../src/data/forms/nl/appointment';
import { shared as sharedNl } from '../../src/data/forms/nl/shared';
import { services } from '../../src/data/services';
import { servicesEn } from '../../src/data/en/services';
import { workIds } from '../../src/lib/appointment-fields';
import { referencePattern } from '../../src/lib/form-rules';
import { openingData } from '../../src/lib/opening';
import { replyByIso, weekdayDate } from '../../src/lib/reply-by';
import { appointmentThanks as appointmentPages, thanksPage as thanksPages } from '../respond';
/** The page's language, or null for a path that is no thank-you page. */
const pageLanguage = (pathname: string): 'nl' | 'en' | null => {
  for (const pages of [thanksPages, appointmentPages]) {
    if (pathname === pages.nl) return 'nl';
    if (pathname === pages.en) return 'en';
  }
  return null;
};

const referenceOnly = new RegExp(`^${referencePattern.source}$`);

/**
 * Where the 303 goes: the thank-you page of the form's language (or `pages`), with the reference, and what was sent as
 * ids or a count (`work=apk,kleine-beurt`, `photos=3`) for the one result (issue 34). Never an address (red team G9).
 */
export const thanksLocation = (
  lang: 'nl' | 'en',
  reference: string,
  pages: { nl: string; en: string } = thanksPages,
  sent: { work?: string; photos?: string } = {},
): string => {
  const query = new URLSearchParams({ ref: reference });
  if (sent.work) query.set('work', sent.work);
  if (sent.photos && sent.photos !== '0') query.set('photos', sent.photos);
  return `${pages[lang]}?${query}`;
};

const opening = openingData(business.hours, business.holidays, business.closures);

/** "APK-keuring + Remmen" from `work=apk,brake-service`: only known ids, in the page's words; '' for anything else. */
const workWords = (lang: 'nl' | 'en', raw: string | null): string => {
  const t = lang === 'en' ? appointmentEn : appointmentNl;
  const titles = Object.fromEntries((lang === 'en' ? servicesEn : services).map((s) => [s.id, s.title]));
  const ids = (raw ?? '').split(',').filter((id): id is (typeof workIds)[number] => (workIds as readonly string[]).includes(id));
  return [...new Set(ids)].map((id) => t.workLabels[id] ?? (id in t.work ? t.work[id as keyof typeof t.work] : (titles[id] ?? id))).join(' + ');
};

/** What was sent, from the query: the work (appointment) or the photo count (report); '' when the query holds neither. */
const sentWords = (lang: 'nl' | 'en', url: URL): string => {
  const photos = url.searchParams.get('photos');
  const count = photos && /^[1-9]$/.test(photos) ? Number(photos) : 0;
  return [workWords(lang, url.searchParams.get('work')), count ? (lang === 'en' ? sharedEn : sharedNl).result.photos(count) : ''].filter(Boolean).join(' · ');
};

export const isThanksPage = (pathname: string): boolean => pageLanguage(pathname) !== null;

/** The thank-you page, with the sentence filled in when the query holds a valid reference; any `to` is ignored. */
export const serveThanks = async (request: Request, assets: Fetcher): Promise<Response> => {
  const url = new URL(request.url);
  const lang = pageLanguage(url.pathname) ?? 'nl';
  const response = await assets.fetch(request);
  const reference = url.searchParams.get('ref') ?? '';
  // Any `to` in the query is ignored: the page shows nothing from its query but the reference and known ids (G9). A post
  // without JavaScript solved no challenge and gets no confirmation (G3), so the page asks to note the reference.
  if (request.method !== 'GET' || !response.ok || !referenceOnly.test(reference)) return response;
  const result = (lang === 'en' ? sharedEn : sharedNl).result;
  const sentence = result.noteReference;
  const sent = sentWords(lang, url);
  // The one result (issue 34): the reference, what was sent, by when we answer (a date), where the confirmation went.
  const fill = (selector: string, content: string) => ({
    selector,
    handler: {
      element(element: Element) {
        element.setInnerContent(content);
      },
    },
  });
  const show = (selector: string) => ({
    selector,
    handler: {
      element(element: Element) {
        element.removeAttribute('hidden');
      },
    },
  });
  const rules = [
    show('[data-result-reference-box]'),
    fill('[data-result-reference]', reference),
    ...(sent ? [show('[data-result-sent-box]'), fill('[data-result-sent]', sent)] : []),
    fill('[data-result-by]', result.answerBy(weekdayDate(replyByIso(new Date(), opening), lang))),
    show('[data-confirmation-note]'),
    fill('[data-confirmation-note]', sentence),
  ];
  const filled = rules.reduce((rewriter, { selector, handler }) => rewriter.on(selector, handler), new HTMLRewriter()).transform(response);
  const headers = new Headers(filled.headers);
  // This answer names a reference: never kept by a shared cache.
  headers.set('Cache-Control', 'private, no-store');
  return new Response(filled.body, { status: filled.status, headers });
};
