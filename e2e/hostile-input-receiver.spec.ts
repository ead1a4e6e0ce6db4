/**
 * The receiver (worker/) against hostile and unlucky input, in `wrangler dev` (project `receiver`, no browser): the
 * cases of the red-team report of 2026-11-24 (S1, S2, S4–S7, S9, U1–U6) about fields and bodies: fields that could forge
 * a line in the garage's e-mail, invisible characters, dates and addresses, other charsets, bodies of thousands of
 * parts, and what a visitor without JavaScript reads when a post is refused (the photo cases: hostile-photos-receiver.spec.ts).
 * One wrangler for the file, on RECEIVER_PORT + 24 (default 4385; +1 inspector, +2 R2 reader); the helpers are
 * e2e/support/hostile-api.ts.
 */
import { expect, test } from '@playwright/test';
import { limits } from '../src/lib/form-rules';
import { inOneMinute } from './support/minute';
import { base, client, contactFields, daysAgo, formOf, manyParts, receiver, recordOf, reportFields, sendContact, sendReport, useReceiver } from './support/hostile-api';

test.describe.configure({ mode: 'default' });

const port = Number(process.env.RECEIVER_PORT ?? 4361) + 24;
useReceiver(port);

// ---- fields ----

test('a line break in a single-line field cannot add a line to the garage’s e-mail', async ({ request }) => {
  const res = await sendReport(
    request,
    formOf(
      reportFields({
        firstName: 'Jan\nTelefoon:        0900-1234567\nE-mail:          betaal@evil.example',
        insurer: 'Centraal\r\nFoto’s: 0, bijgevoegd.',
        plateOrigin: 'buitenland',
        licensePlate: 'M-AB 1234',
        plateCountry: 'Duitsland\r\nBcc: x@evil.example',
      }),
    ),
  );
  expect(res.status()).toBe(201);
  const { reference } = await res.json();
  const record = await recordOf(reference);
  expect(record.values).toMatchObject({
    firstName: 'Jan Telefoon: 0900-1234567 E-mail: betaal@evil.example',
    insurer: 'Centraal Foto’s: 0, bijgevoegd.',
    plateCountry: 'Duitsland Bcc: x@evil.example',
  });
  const mail = await receiver.waitForMail((m) => m.subject.includes(reference));
  expect(mail.text.match(/^Telefoon:.*$/gm)).toEqual(['Telefoon:        06 12 34 56 78']);
  expect(mail.text.match(/^E-mail:.*$/gm)).toEqual(['E-mail:          sanne@example.nl']);
  expect(mail.text).not.toMatch(/^(Bcc|Foto’s: 0)/m);
});

test('bidi and invisible characters are removed; a name of only invisible characters is empty', async ({ request }) => {
  const rtl = await sendContact(request, contactFields({ firstName: '\u202EJan', lastName: 'Jan\u200Bsen\u2066' }));
  expect(rtl.status()).toBe(201);
  const { reference } = await rtl.json();
  const mail = await receiver.waitForMail((m) => m.subject.includes(reference));
  expect(mail.subject).toBe(`Bericht van Jan Jansen – ${reference}`);
  for (const [firstName, lastName] of [['\u200B', '\u2800'], ['\u3164', '\uFEFF\u00AD']]) {
    const res = await sendContact(request, contactFields({ firstName, lastName }));
    expect(res.status(), JSON.stringify(firstName)).toBe(422);
    expect(await res.json()).toEqual({ error: 'invalid', fields: { firstName: 'empty', lastName: 'empty' } });
  }
});

test('a damage date is a real day in the last ten years', async ({ request }) => {
  for (const damageDate of ['2024-02-30', '2025-02-31', '2023-04-31', '0001-01-01', `${Number(daysAgo(0).slice(0, 4)) - 11}-06-01`]) {
    const res = await sendReport(request, formOf(reportFields({ damageDate })));
    expect(res.status(), damageDate).toBe(422);
    expect(await res.json()).toEqual({ error: 'invalid', fields: { damageDate: 'invalid' } });
  }
  expect((await sendReport(request, formOf(reportFields({ damageDate: '2024-02-29' })))).status()).toBe(201);
});

test('an e-mail address must be one a mail system takes', async ({ request }) => {
  for (const email of ['<x>"y"@evil.example', 'a,b@evil.example', 'a@-.-', `${'a'.repeat(65)}@example.nl`, 'jan@example', 'jan@exa_mple.nl', 'jörg@example.de']) {
    const res = await sendContact(request, contactFields({ email }));
    expect(res.status(), email).toBe(422);
    expect(await res.json()).toEqual({ error: 'invalid', fields: { email: 'invalid' } });
  }
  for (const email of [`${'a'.repeat(64)}@example.nl`, "o'neil+schade@voorbeeld.co.uk", 'info@xn--bckerei-9wa.de']) {
    expect((await sendContact(request, contactFields({ email }))).status(), email).toBe(201);
  }
});

test('a body in another charset is refused, not stored as mojibake; a JSON value that is not text is invalid', async ({ request }) => {
  const latin1 = Buffer.from(JSON.stringify(contactFields({ firstName: 'José', message: 'Ik woon op Curaçao.' })), 'latin1');
  for (const type of ['application/json; charset=iso-8859-1', 'application/json']) {
    const res = await request.post('/api/contact', { data: latin1, headers: { 'Content-Type': type, Accept: 'application/json', 'CF-Connecting-IP': client() } });
    expect(res.status(), type).toBe(415);
    expect(await res.json()).toMatchObject({ error: 'unsupported-charset' });
  }
  const numbers = await sendContact(request, contactFields({ phone: 612345678, firstName: 42 }));
  expect(numbers.status()).toBe(422);
  expect(await numbers.json()).toEqual({ error: 'invalid', fields: { firstName: 'invalid', phone: 'invalid' } });
  // A value the receiver throws away (the country, with a Dutch plate) is not refused; a foreign plate stays within its cap in capitals.
  expect((await sendReport(request, formOf(reportFields({ plateCountry: 'x'.repeat(limits.country + 1) })))).status()).toBe(201);
  const plate = await sendReport(request, formOf(reportFields({ plateOrigin: 'buitenland', plateCountry: 'Nergensland', licensePlate: 'ŉ'.repeat(16) })));
  expect(await plate.json()).toEqual({ error: 'invalid', fields: { licensePlate: 'invalid' } });
});

// ---- bodies, names, paths ----

test('a body of thousands of parts is refused before it is parsed, and an answer names a few files at most', async ({ request }) => {
  const photoParts = manyParts(40_000, (i) => `Content-Disposition: form-data; name="photos"; filename="foto-${i}-${'n'.repeat(40)}.jpg"\r\nContent-Type: image/jpeg\r\n\r\nx`);
  const res = await request.post('/api/schade-melden', {
    data: photoParts.body,
    headers: { 'Content-Type': photoParts.type, Accept: 'application/json', 'CF-Connecting-IP': client() },
  });
  expect(res.status()).toBe(422);
  expect((await res.body()).length).toBeLessThan(1000);
  const body = await res.json();
  expect(body).toMatchObject({ error: 'photos', max: limits.photos });
  expect(Object.keys(body.photos).length).toBeLessThanOrEqual(3);

  const fields = Object.entries(reportFields());
  const textParts = manyParts(20_000, (i) => `Content-Disposition: form-data; name="${fields[i]?.[0] ?? `x${i}`}"\r\n\r\n${fields[i]?.[1] ?? 'y'}`);
  const text = await request.post('/api/schade-melden', {
    data: textParts.body,
    headers: { 'Content-Type': textParts.type, Accept: 'application/json', 'CF-Connecting-IP': client() },
  });
  expect(text.status()).toBe(400);
  expect(await text.json()).toEqual({ error: 'too-many-parts', max: limits.textParts });

  // Counted whatever the line ends (LF alone), and by one boundary only: a second boundary parameter is malformed.
  const lf = { ...textParts, body: Buffer.from(textParts.body.toString('latin1').replace(/\r\n/g, '\n'), 'latin1') };
  const doubled = { ...textParts, type: `${textParts.type}; boundary=other` };
  for (const [parts, error] of [[lf, 'too-many-parts'], [doubled, 'malformed']] as const) {
    const res = await request.post('/api/schade-melden', {
      data: parts.body,
      headers: { 'Content-Type': parts.type, Accept: 'application/json', 'CF-Connecting-IP': client() },
    });
    expect(res.status(), error).toBe(400);
    expect(await res.json()).toMatchObject({ error });
  }
});

// ---- without JavaScript ----

test('without JavaScript, a refusal says what to do: the fields to check, the photos refused, a minute to wait (with Retry-After)', async ({ request }) => {
  test.setTimeout(90_000);
  const noJs = (path: string, referer: string, ip: string, form: Record<string, string>) =>
    request.post(path, { form, headers: { 'CF-Connecting-IP': ip, Referer: `${base}${referer}`, Origin: base }, maxRedirects: 0 });
  const invalid = await noJs('/api/contact', '/contact', client(), contactFields({ email: 'jan@', phone: '' }) as Record<string, string>);
  expect(invalid.status()).toBe(422);
  const page = await invalid.text();
  expect(page).toContain('Controleer deze velden:');
  expect(page).toContain('<li>E-mailadres</li>');
  expect(page).toContain('href="/contact"');

  const pdf = await request.post('/api/schade-melden', {
    multipart: formOf(reportFields(), [{ name: 'polis<b>.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4') }]),
    headers: { 'CF-Connecting-IP': client(), Referer: `${base}/en/report-damage` },
    maxRedirects: 0,
  });
  // The report arrives without it (e2e/photos-receiver.spec.ts); the page names it, escaped.
  expect(pdf.status()).toBe(200);
  expect(await pdf.text()).toContain('polis&#60;b&#62;.pdf');

  // A Referer path that starts with // would leave the site as a protocol-relative link.
  const away = await noJs('/api/contact', '//evil.example/x', client(), contactFields({ email: 'x' }) as Record<string, string>);
  expect(await away.text()).not.toContain('evil.example');

  for (const [referer, words] of [['/contact', 'Wacht een minuut'], ['/en/contact', 'Please wait a minute']] as const) {
    const limited = await inOneMinute(async () => {
      const ip = client();
      // The limit counts before anything else: posts of a wrong type use it up (ten of them; e2e/retries-receiver.spec.ts
      // counts them exactly). Here what matters is the page after it, so they go until the first 429.
      for (let i = 0; i < 12; i++) {
        const post = await request.post('/api/contact', { data: 'x', headers: { 'Content-Type': 'text/plain', 'CF-Connecting-IP': ip } });
        if (post.status() === 429) break;
        expect(post.status()).toBe(415);
      }
      return noJs('/api/contact', referer, ip, contactFields() as Record<string, string>);
    });
    expect(limited.status()).toBe(429);
    expect(limited.headers()['retry-after']).toBe('60');
    expect(await limited.text()).toContain(words);
  }
});
