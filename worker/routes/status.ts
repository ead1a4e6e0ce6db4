/**
 * GET /status/<token>: the customer's private status page (issue 37, docs/beheer.md). The reference, the kind, the
 * car (make and model, the plate masked), the stages with the date each was reached, the promised date and how to
 * reach the garage; nothing the customer typed. Dutch or English (the request's language, `?taal=` switches).
 * An unknown, malformed, expired (30 days after closing) or deleted token gets one and the same 404.
 */
import { business } from '../../src/data/business';
import { cancelledWords, customerStages, statusById, statusLinkDaysAfterClosing } from '../../src/data/job-statuses';
import { hoursShort } from '../../src/lib/format';
import { hoursShortEn, intlPhone } from '../../src/lib/format.en';
import { longDate } from '../../src/lib/vehicle';
import type { Env } from '../env';
import { eventsOf, type JobRow } from '../store/jobs';
import { rateLimited } from '../limits/client-key';
import { hashToken, tokenShape } from '../store/status-link';
import { base64 } from '../http';
import { causeOf, logEvent } from '../log';

/** The page's one style sheet is inline (no second request before the first paint), allowed by its hash only. */
let styleHash: Promise<string> | undefined;
const styleSource = () =>
  (styleHash ??= crypto.subtle.digest('SHA-256', new TextEncoder().encode(statusStylesheet)).then((d) => `'sha256-${base64(new Uint8Array(d))}'`));

const headers = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
} as const;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const words = {
  nl: {
    title: 'Volg uw aanvraag', kind: { report: 'Schademelding', appointment: 'Afspraakverzoek', message: 'Bericht' } as Record<string, string>,
    reference: 'Referentie', type: 'Soort', car: 'Auto', plate: 'Kenteken', stages: 'Zo ver zijn wij', promised: 'Verwachte datum',
    now: 'nu', contact: 'Vragen?', phone: 'Telefoon', whatsapp: 'WhatsApp', email: 'E-mail', address: 'Adres',
    quote: 'Noem uw referentie als u belt.', other: 'English', notFound: 'Deze pagina bestaat niet (meer).',
    notFoundText: 'De link is onjuist of verlopen. Bel of mail ons gerust met uw referentie.',
    description: 'Hoe ver uw aanvraag bij ons is.',
    unavailable: 'Deze pagina is even niet beschikbaar.',
  },
  en: {
    title: 'Track your request', kind: { report: 'Damage report', appointment: 'Appointment request', message: 'Message' } as Record<string, string>,
    reference: 'Reference', type: 'Type', car: 'Car', plate: 'Registration', stages: 'How far we’ve got', promised: 'Expected date',
    now: 'now', contact: 'Questions?', phone: 'Phone', whatsapp: 'WhatsApp', email: 'Email', address: 'Address',
    quote: 'Please quote your reference when you call.', other: 'Nederlands', notFound: 'This page does not exist (any more).',
    notFoundText: 'The link is wrong or has expired. Feel free to call or email us with your reference.',
    description: 'How far we have got with your request.',
    unavailable: 'This page is briefly unavailable.',
  },
} as const;

type Lang = keyof typeof words;

const page = async (status: number, lang: Lang, title: string, body: string) =>
  new Response(
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
      `<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><title>${escape(title)} – ${escape(business.name)}</title>` +
      `<meta name="description" content="${escape(words[lang].description)}"><style>${statusStylesheet}</style></head>` +
      `<body><header class="top"><span class="brand">${escape(business.name)}</span></header><main>${body}</main></body></html>`,
    {
      status,
      headers: {
        ...headers,
        'Content-Security-Policy': `default-src 'none'; style-src ${await styleSource()}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      },
    },
  );

/** One answer for every token that leads nowhere: unknown, malformed, expired, deleted. */
const gone = (lang: Lang = 'nl') => page(404, lang, words[lang].notFound, `<h1>${words[lang].notFound}</h1><p>${words[lang].notFoundText}</p>`);

/** "AB-12-CD" → "••-••-CD": the last two characters only. */
export const maskPlate = (plate: string) => plate.replace(/[A-Za-z0-9](?=(?:[^A-Za-z0-9]*[A-Za-z0-9]){2})/g, '•');

const contact = (lang: Lang) => {
  const t = words[lang];
  const phone = lang === 'en' ? `${intlPhone()} (${hoursShortEn()})` : `${business.phone.display} (${hoursShort()})`;
  const whatsapp = lang === 'en' ? intlPhone(business.whatsapp) : business.whatsapp.display;
  const address = `${business.address.street}, ${business.address.postalCode} ${business.address.city}${lang === 'en' ? ', the Netherlands' : ''}`;
  return (
    `<h2>${t.contact}</h2><dl><dt>${t.phone}</dt><dd><a href="tel:${business.phone.e164}">${escape(phone)}</a></dd>` +
    `<dt>${t.whatsapp}</dt><dd><a href="${business.whatsapp.url}">${escape(whatsapp)}</a></dd>` +
    `<dt>${t.email}</dt><dd><a href="mailto:${business.email}">${business.email}</a></dd><dt>${t.address}</dt><dd>${escape(address)}</dd></dl><p>${t.quote}</p>`
  );
};

const render = async (db: D1Database, row: JobRow, lang: Lang, token: string) => {
  const t = words[lang];
  const events = (await eventsOf(db, row.reference)).filter((e) => e.type === 'status');
  const current = statusById(row.status)?.stage ?? null;
  const stages = customerStages.filter((s) => s.kinds.includes(row.kind));
  const reachedAt = new Map<string, string>([['ontvangen', row.received_at]]);
  for (const e of events) {
    const stage = statusById(e.to_status ?? '')?.stage;
    if (stage && !reachedAt.has(stage)) reachedAt.set(stage, e.at);
  }
  const at = current ? stages.findIndex((s) => s.id === current) : -1;
  const day = (iso: string) => longDate(new Date(iso).toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' }), lang);
  const steps = stages
    .map((s, i) => {
      const reached = i <= at;
      const when = reached && reachedAt.has(s.id) ? ` <span class="when">${day(reachedAt.get(s.id)!)}</span>` : '';
      return `<li class="${i === at ? 'current' : reached ? 'done' : 'todo'}"${i === at ? ' aria-current="step"' : ''}>${s[lang]}${when}</li>`;
    })
    .join('');
  const plate = row.plate ? `${t.plate} <span class="plate">${escape(maskPlate(row.plate).replace(/-/g, '\u2011'))}</span>` : '';
  const car = row.car || row.plate ? `<dt>${t.car}</dt><dd>${[row.car ? escape(row.car) : '', plate].filter(Boolean).join(' · ')}</dd>` : '';
  const body =
    `<p class="lang"><a href="/status/${token}?taal=${lang === 'en' ? 'nl' : 'en'}" hreflang="${lang === 'en' ? 'nl' : 'en'}">${t.other}</a></p>` +
    `<h1>${t.title}</h1><dl><dt>${t.reference}</dt><dd>${row.reference}</dd><dt>${t.type}</dt><dd>${t.kind[row.kind]}</dd>${car}` +
    `${row.promised_date ? `<dt>${t.promised}</dt><dd>${longDate(row.promised_date, lang)}</dd>` : ''}</dl>` +
    `<h2>${t.stages}</h2>${current ? `<ol class="steps">${steps}</ol>` : `<p>${cancelledWords[lang]}</p>`}${contact(lang)}`;
  return page(200, lang, t.title, body);
};

export const statusStylesheet = `
:root{--brand:#1f55d6;--brand-dark:#15316b;--ink:#0f172a;--muted:#475569;--line:#e2e8f0;--surface:#f6f8fb}
*{box-sizing:border-box}body{margin:0;font:17px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--surface)}
a{color:var(--brand)}:focus-visible{outline:3px solid #3370f0;outline-offset:2px}
.top{padding:.875rem 1rem;background:var(--brand-dark);color:#fff;font-weight:700}
main{max-width:40rem;margin:0 auto;padding:1rem 1rem 3rem}.lang{text-align:right;margin:0}
h1{font-size:1.625rem;line-height:1.2;margin:.25rem 0 1rem}h2{font-size:1.125rem;margin:1.75rem 0 .5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0;background:#fff;border:1px solid var(--line);border-radius:.5rem;padding:.75rem 1rem}
dt{color:var(--muted)}dd{margin:0;overflow-wrap:anywhere}.plate{white-space:nowrap}
.steps{list-style:none;margin:0;padding:0;counter-reset:s}
.steps li{position:relative;padding:.5rem 0 .5rem 2.5rem;border-left:2px solid var(--line);margin-left:.75rem}
.steps li::before{content:"";position:absolute;left:-.6875rem;top:.6875rem;width:1.25rem;height:1.25rem;border-radius:50%;background:#fff;border:2px solid #94a3b8}
.steps li.done::before,.steps li.current::before{background:var(--brand);border-color:var(--brand)}
.steps li.current{font-weight:700}.steps li.todo{color:var(--muted)}
.steps .when{display:block;font-weight:400;color:var(--muted);font-size:.9375rem}
`;

export const serveStatus = async (request: Request, env: Env): Promise<Response> => {
  const url = new URL(request.url);
  if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
  if (await rateLimited(env.STATUS_LIMIT, request)) {
    return new Response('Te veel verzoeken. Probeer het over een minuut opnieuw.', { status: 429, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' } });
  }
  const token = url.pathname.slice('/status/'.length);
  const asked = url.searchParams.get('taal');
  if (!tokenShape.test(token) || !env.DB) return gone(asked === 'en' ? 'en' : 'nl');
  try {
    const row = await env.DB.prepare('SELECT * FROM jobs WHERE status_hash = ?').bind(await hashToken(token)).first<JobRow>();
    const expired = row?.closed_at && Date.now() - Date.parse(row.closed_at) > statusLinkDaysAfterClosing * 86_400_000;
    if (!row || expired) return gone(asked === 'en' ? 'en' : 'nl');
    const lang: Lang = asked === 'en' || asked === 'nl' ? asked : row.language === 'en' ? 'en' : 'nl';
    return await render(env.DB, row, lang, token);
  } catch (error) {
    // The index is down: the same answer for every token, and a try-again.
    logEvent('error', 'status-page-failed', { cause: causeOf(error) });
    const lang: Lang = asked === 'en' ? 'en' : 'nl';
    const response = await page(503, lang, words[lang].unavailable, `<h1>${words[lang].unavailable}</h1><p>${words[lang].notFoundText}</p>`);
    response.headers.set('Retry-After', '300');
    return response;
  }
};
