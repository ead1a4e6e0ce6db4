/**
 * What a visitor without JavaScript sees when the report arrived but some of its files did not: a file that is no
 * photo (a PDF of the policy, say) or is over a limit is left out, the report is stored and mailed without it, and
 * this page says so, names those files and how to send them (WhatsApp, with the reference). Nothing the visitor
 * attached is the reason the garage never hears of the damage (red team 2026-11-25, F9). Fixed words, the business
 * facts from src/data/business.ts, and of what the visitor sent only the refused file names, escaped.
 */
import { business } from '../../src/data/business';
import { report as reportEn } from '../../src/data/forms/en/report';
import { report as reportNl } from '../../src/data/forms/nl/report';
import { shared as sharedEn } from '../../src/data/forms/en/shared';
import { shared as sharedNl } from '../../src/data/forms/nl/shared';
import { limits } from '../../src/lib/form-rules';

const mb = (bytes: number, locale: string) => (bytes / 1e6).toLocaleString(locale);

const words = {
  nl: {
    report: reportNl,
    notArrived: 'Deze bestanden zijn niet aangekomen:',
    why: `Wij nemen foto’s aan als JPEG, HEIC, AVIF, PNG of WebP, tot ${mb(limits.photoBytes, 'nl-NL')}\u00a0MB per foto.`,
    send: (reference: string) => `Stuur ze via WhatsApp naar ${business.whatsapp.display} en noem uw referentie ${reference}.`,
    whatsapp: 'Open WhatsApp',
    home: 'Naar de homepage',
    homePath: '/',
  },
  en: {
    report: reportEn,
    notArrived: 'These files did not arrive:',
    why: `We take photos as JPEG, HEIC, AVIF, PNG or WebP, up to ${mb(limits.photoBytes, 'en-GB')}\u00a0MB each.`,
    send: (reference: string) => `Please send them by WhatsApp to ${business.whatsapp.display} (${business.whatsapp.e164} from abroad) with your reference ${reference}.`,
    whatsapp: 'Open WhatsApp',
    home: 'To the home page',
    homePath: '/en',
  },
} as const;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page for a report stored without the files named in `leftOut`; with where its confirmation goes, or to note the reference. */
export const receivedPage = (lang: 'nl' | 'en', reference: string, leftOut: string[], confirmationTo: string | null = null): string => {
  const w = words[lang];
  const c = (lang === 'en' ? sharedEn : sharedNl).confirmation;
  const confirmation = confirmationTo ? c.sent(confirmationTo) : c.noteReference(reference);
  const text = encodeURIComponent(`${reference}: `);
  return `<!doctype html><html lang="${lang}"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${w.report.thanksTitle}</title><body style="font:18px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem"><h1>${w.report.thanksTitle}</h1><p>${escape(w.report.received(reference))}. ${escape(confirmation)}</p><p>${w.notArrived}</p><ul>${leftOut.map((name) => `<li>${escape(name)}</li>`).join('')}</ul><p>${escape(w.why)} ${escape(w.send(reference))}</p><p><a href="${business.whatsapp.url}?text=${text}">${w.whatsapp}</a> · <a href="${w.homePath}">${w.home}</a></p></body></html>`;
};
