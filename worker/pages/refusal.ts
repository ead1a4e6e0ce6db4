/**
 * What a visitor without JavaScript sees when the receiver refuses a form: a short page in the form's language that
 * says what to do. Fixed words from the forms' own strings (the same sentences the islands show), and of what the
 * visitor sent only the names of refused photos, escaped, at most a few.
 */
import { appointment as appointmentEn } from '../../src/data/forms/en/appointment';
import { plate as plateEn } from '../../src/data/forms/en/plate';
import { contact as contactEn } from '../../src/data/forms/en/contact';
import { report as reportEn } from '../../src/data/forms/en/report';
import { shared as sharedEn } from '../../src/data/forms/en/shared';
import { appointment as appointmentNl } from '../../src/data/forms/nl/appointment';
import { plate as plateNl } from '../../src/data/forms/nl/plate';
import { contact as contactNl } from '../../src/data/forms/nl/contact';
import { report as reportNl } from '../../src/data/forms/nl/report';
import { shared as sharedNl } from '../../src/data/forms/nl/shared';
import { limits } from '../../src/lib/form-rules';

export interface RefusalDetail {
  /** The problem code per field (a 422 `invalid`). */
  fields?: Record<string, string>;
  /** The problem code per refused photo, by file name (a 422 `photos`). */
  photos?: Record<string, string>;
}

const mb = (bytes: number, locale: string) => (bytes / 1e6).toLocaleString(locale);

const words = {
  nl: {
    title: 'Niet verstuurd',
    notSent: 'Uw formulier is niet verstuurd.',
    check: 'Controleer deze velden:',
    tooLarge: 'Uw formulier is te groot om te versturen.',
    smallerPhotos: `Stuur hoogstens ${limits.photos} foto’s van elk hoogstens ${mb(limits.photoBytes, 'nl-NL')}\u00a0MB, samen hoogstens ${mb(limits.bodyBytes, 'nl-NL')}\u00a0MB.`,
    photoRules: `Wij nemen foto’s aan als JPEG, HEIC, AVIF, PNG of WebP, tot ${mb(limits.photoBytes, 'nl-NL')}\u00a0MB per foto en ${mb(limits.bodyBytes, 'nl-NL')}\u00a0MB samen.`,
    back: 'Ga terug: alles wat u invulde staat er nog. Of bel of WhatsApp ons.',
    link: 'Terug naar het formulier',
    shared: sharedNl,
    report: reportNl,
    appointment: { ...plateNl.labels, work: appointmentNl.sections.work, ...appointmentNl.labels },
    contact: contactNl,
  },
  en: {
    title: 'Not sent',
    notSent: 'Your form could not be sent.',
    check: 'Please check these fields:',
    tooLarge: 'Your form is too large to send.',
    smallerPhotos: `Send at most ${limits.photos} photos of at most ${mb(limits.photoBytes, 'en-GB')}\u00a0MB each, ${mb(limits.bodyBytes, 'en-GB')}\u00a0MB together.`,
    photoRules: `We take photos as JPEG, HEIC, AVIF, PNG or WebP, up to ${mb(limits.photoBytes, 'en-GB')}\u00a0MB each and ${mb(limits.bodyBytes, 'en-GB')}\u00a0MB together.`,
    back: 'Go back: everything you typed is still there. Or call or WhatsApp us.',
    link: 'Back to the form',
    shared: sharedEn,
    report: reportEn,
    appointment: { ...plateEn.labels, work: appointmentEn.sections.work, ...appointmentEn.labels },
    contact: contactEn,
  },
} as const;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page for a refused form post; `back` is the path to return to (the form's own page). */
/** Which form was refused: its field labels name what to check. */
export type RefusedForm = 'report' | 'contact' | 'appointment';

export const refusalPage = (status: number, error: string, lang: 'nl' | 'en', form: RefusedForm, back: string, detail: RefusalDetail = {}): string => {
  const w = words[lang];
  const report = form === 'report';
  const lines: string[] = [];
  let list: string[] = [];
  const after: string[] = [];
  if (error === 'busy') {
    lines.push(w.shared.failure.busy);
  } else if (status === 429) {
    lines.push(w.shared.failure.rateLimited);
  } else if (status === 413) {
    lines.push(report ? `${w.tooLarge} ${w.smallerPhotos}` : w.tooLarge);
  } else if (error === 'invalid' && detail.fields) {
    const labels: Record<string, string> = form === 'appointment' ? w.appointment : report ? w.report.labels : w.contact.labels;
    lines.push(w.check);
    list = Object.keys(detail.fields).map((name) => labels[name] ?? name);
  } else if (error === 'photos' && detail.photos) {
    list = Object.entries(detail.photos).map(([name, code]) =>
      code === 'count' ? w.report.photos.tooMany(name, limits.photos) : w.report.photos.refused(name),
    );
    after.push(w.photoRules);
  } else {
    lines.push(w.notSent);
  }
  const items = list.length ? `<ul>${list.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>` : '';
  return `<!doctype html><html lang="${lang}"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${w.title}</title><body style="font:18px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem"><h1>${w.title}</h1>${lines.map((l) => `<p>${escape(l)}</p>`).join('')}${items}${after.map((l) => `<p>${escape(l)}</p>`).join('')}<p>${w.back}</p><p><a href="${escape(encodeURI(back))}">${w.link}</a></p></body></html>`;
};
