/** The back office's page frame, its headers and its stylesheet (served same-origin at /beheer/stijl.css). */
import { business } from '../../src/data/business';

export const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Nothing from elsewhere, no script at all, framed by nobody, forms only to ourselves. */
export const backOfficeHeaders = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
} as const;

export const page = (status: number, title: string, body: string, user: string | null, headers: HeadersInit = {}): Response =>
  new Response(
    `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
      `<meta name="robots" content="noindex, nofollow"><title>${escape(title)} – Beheer ${escape(business.shortName)}</title>` +
      `<link rel="stylesheet" href="/beheer/stijl.css"></head><body><a class="skip" href="#inhoud">Naar de inhoud</a>` +
      `<header class="top"><a href="/beheer" class="brand">Beheer · ${escape(business.name)}</a>` +
      (user ? `<span class="user">Ingelogd als ${escape(user)}</span>` : '') +
      `</header><main id="inhoud">${body}</main></body></html>`,
    { status, headers: { ...backOfficeHeaders, ...headers } },
  );

/** The answer to a request without a valid Access token: the same for every reason, nothing about why. */
export const refused = (): Response =>
  new Response('<!doctype html><html lang="nl"><meta charset="utf-8"><meta name="robots" content="noindex"><title>Geen toegang</title><h1>Geen toegang</h1><p>Log in via Cloudflare Access.</p></html>', {
    status: 403,
    headers: { ...backOfficeHeaders, 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'" },
  });

export const notice = (status: number, title: string, text: string, back: string, user: string | null) =>
  page(status, title, `<h1>${escape(title)}</h1><p>${escape(text)}</p><p><a class="button" href="${escape(back)}">Terug</a></p>`, user);

export const dateTime = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Amsterdam' }).format(new Date(iso)) : '';

export const date = (isoDay: string | null) =>
  isoDay ? new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${isoDay.slice(0, 10)}T12:00:00Z`)) : '';

/** The site's colours (src/styles/global.css): brand blue, ink, muted, line, surface; the amber accent for "nieuw". */
export const stylesheet = `
:root{--brand:#1f55d6;--brand-dark:#15316b;--brand-light:#eef5ff;--ink:#0f172a;--muted:#475569;--line:#e2e8f0;--surface:#f6f8fb;--accent:#fcd34d;--danger:#b91c1c}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--surface)}
a{color:var(--brand)}
:focus-visible{outline:3px solid #3370f0;outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:#fff;padding:.5rem 1rem}
.skip:focus{left:.5rem}
.top{display:flex;flex-wrap:wrap;gap:.25rem 1rem;justify-content:space-between;align-items:center;padding:.75rem 1rem;background:var(--brand-dark);color:#fff}
.top a{color:#fff;font-weight:700;text-decoration:none}
.top .user{font-size:.875rem;color:#d9e8ff}
main{max-width:72rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;line-height:1.25;margin:.5rem 0 1rem}
h2{font-size:1.125rem;margin:1.5rem 0 .5rem}
.filters{display:flex;flex-wrap:wrap;gap:.75rem;align-items:flex-end;background:#fff;border:1px solid var(--line);border-radius:.5rem;padding:.75rem;margin-bottom:1rem}
.filters label,.form label{display:flex;flex-direction:column;font-size:.875rem;font-weight:600;gap:.25rem}
input,select,textarea,button,.button{font:inherit;border:1px solid #94a3b8;border-radius:.375rem;padding:.5rem .625rem;min-height:2.75rem;background:#fff;color:var(--ink)}
textarea{min-height:5rem;width:100%}
button,.button{background:var(--brand);border-color:var(--brand);color:#fff;font-weight:600;cursor:pointer;text-decoration:none;display:inline-flex;align-items:center}
button.secondary,.button.secondary{background:#fff;color:var(--brand)}
button.danger{background:var(--danger);border-color:var(--danger)}
.jobs{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
.jobs li{background:#fff;border:1px solid var(--line);border-radius:.5rem}
.jobs a{display:grid;grid-template-columns:1fr auto;gap:.125rem 1rem;padding:.75rem 1rem;color:var(--ink);text-decoration:none}
.jobs a:hover{background:var(--brand-light)}
.jobs .what{font-weight:700}
.jobs .meta{color:var(--muted);font-size:.875rem}
.jobs .state{text-align:right;font-size:.875rem}
.jobs li.closed{opacity:.8}
.badge{display:inline-block;font-size:.75rem;font-weight:700;border-radius:1rem;padding:.0625rem .5rem;background:var(--brand-light);color:var(--brand-dark)}
.badge.new{background:var(--accent);color:var(--ink)}
.pager{display:flex;gap:1rem;margin:1rem 0}
.grid{display:grid;gap:1rem}
@media (min-width:60rem){.grid{grid-template-columns:3fr 2fr}}
.card{background:#fff;border:1px solid var(--line);border-radius:.5rem;padding:1rem;min-width:0}
dl{display:grid;grid-template-columns:minmax(7rem,auto) 1fr;gap:.25rem 1rem;margin:0}
dt{color:var(--muted);font-size:.875rem}
dd{margin:0;overflow-wrap:anywhere;white-space:pre-wrap}
.photos{display:grid;grid-template-columns:repeat(auto-fill,minmax(8rem,1fr));gap:.5rem;list-style:none;padding:0}
.photos img{width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;border-radius:.375rem;background:var(--line);display:block}
.form{display:grid;gap:.75rem;margin-bottom:1.25rem}
fieldset{border:1px solid var(--line);border-radius:.375rem;padding:.5rem .75rem}
fieldset{display:grid;gap:.25rem}
.form fieldset label{flex-direction:row;align-items:center;font-weight:400;font-size:1rem;gap:.5rem;min-height:2.75rem}
fieldset input{min-height:auto;width:1.25rem;height:1.25rem;margin:0;flex:none}
legend{font-weight:600;font-size:.875rem;padding:0 .25rem}
.history{list-style:none;padding:0;margin:0;font-size:.9375rem}
.history li{border-top:1px solid var(--line);padding:.5rem 0}
.history .when{color:var(--muted);font-size:.875rem}
.flash{background:#dcfce7;border:1px solid #16a34a;border-radius:.375rem;padding:.5rem .75rem}
.flash.error{background:#fee2e2;border-color:var(--danger)}
table{border-collapse:collapse}
`;
