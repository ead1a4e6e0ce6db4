/**
 * The receiver (worker/) as it runs on Cloudflare, offline: the built site in `wrangler dev` (e2e/support/wrangler.ts),
 * real HTTP requests, then the local R2 bucket and the simulated e-mails read back. Project `receiver`: no browser.
 * One wrangler for the file; every test posts from its own client address (CF-Connecting-IP, which wrangler dev
 * passes through as Cloudflare would set it), so the rate limit of one test never touches another. This file: what is
 * taken, stored and mailed; the refusals are in refusals-receiver.spec.ts, retries, limits, drafts and the cron in
 * retries-receiver.spec.ts (the helpers all three share: e2e/support/receiver-api.ts).
 */
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { base, bucket, builderFor, bytesOf, cameraSized, client, contactFields, daysAgo, expectNoMailFor, folderOf, formOf, jsonOf, keys, mailFor, type Photo, receiver, reportFields, sendContact, sendReport, tiny, useReceiver } from './support/receiver-api';

test.describe.configure({ mode: 'default' });

const port = Number(process.env.RECEIVER_PORT ?? 4361);
useReceiver(port);

test('a report with three camera-sized photos is stored in R2 and mailed, photos attached without EXIF', async ({ request }) => {
  test.setTimeout(60_000);
  const photos: Photo[] = [
    { name: 'IMG_4101.jpg', type: 'image/jpeg', bytes: await cameraSized('jpeg') },
    { name: 'IMG_4102.jpg', type: 'image/jpeg', bytes: await cameraSized('jpeg', { blur: 1.2, quality: 84 }) },
    { name: 'IMG_4103.webp', type: 'image/webp', bytes: await cameraSized('webp') },
  ];
  for (const p of photos) {
    const meta = await sharp(p.bytes).metadata();
    expect(meta.exif, `${p.name} goes out with EXIF`).toBeDefined();
  }
  expect(photos[0]!.bytes.length).toBeGreaterThan(300_000);

  const res = await sendReport(request, formOf(reportFields(), photos));
  expect(res.status()).toBe(201);
  const answer = await res.json();
  expect(answer).toEqual({ reference: expect.stringMatching(/^DV-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/), photos: 3 });
  const reference: string = answer.reference;

  // Stored under reports/<yyyy>/<mm>/<dd>/<reference>/ before the answer.
  const folder = await folderOf(reference);
  const day = new Date().toISOString().slice(0, 10).split('-').join('/');
  expect([`reports/${day}/${reference}/`, `reports/${daysAgo(1).split('-').join('/')}/${reference}/`]).toContain(folder);
  expect((await keys(folder)).sort()).toEqual(['foto-1.jpg', 'foto-2.jpg', 'foto-3.jpg', 'melding.json'].map((f) => folder + f));
  const record = await jsonOf(`${folder}melding.json`);
  expect(record).toMatchObject({
    kind: 'report',
    reference,
    language: 'nl',
    values: { ...reportFields(), licensePlate: 'AB-12-CD' },
    photos: [
      { key: `${folder}foto-1.jpg`, filename: `${reference}-foto-1.jpg`, type: 'image/jpeg' },
      { key: `${folder}foto-2.jpg`, filename: `${reference}-foto-2.jpg`, type: 'image/jpeg' },
      { key: `${folder}foto-3.jpg`, filename: `${reference}-foto-3.jpg`, type: 'image/jpeg' },
    ],
  });
  const stored = await Promise.all(record.photos.map((p: { key: string }) => bytesOf(p.key)));
  for (const [i, bytes] of stored.entries()) {
    const meta = await sharp(bytes).metadata();
    expect(meta.exif, `foto-${i + 1} keeps EXIF`).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    // Re-encoded by the codec (worker/photos/codec.ts): a JPEG of at most 2000 px on its long edge, the WebP too.
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 2000, 1500]);
  }
  // JPEG: no APP1 marker before the image data.
  for (const bytes of stored) {
    let at = 2;
    while (bytes[at] === 0xff && bytes[at + 1] !== 0xda) {
      expect(bytes[at + 1], 'an APP1 segment').not.toBe(0xe1);
      at += 2 + bytes.readUInt16BE(at + 2);
    }
  }

  // The e-mail: subject, the summary, the photos byte-identical to R2.
  const mail = await mailFor(reference);
  expect(mail.subject).toBe(`Schademelding AB-12-CD – aanrijding – ${reference}`);
  expect(mail.from).toBe('"Website Autoschade De Vos" <website@autoschadedevos.nl>');
  expect(mail.to).toBe('info@autoschadedevos.nl');
  const [y, m, d] = reportFields().damageDate!.split('-');
  for (const line of [
    /^Kenteken: +AB-12-CD$/m,
    /^Wat is gebeurd: +Aanrijding$/m,
    new RegExp(`^Datum schade: +${d}-${m}-${y}$`, 'm'),
    /^Kan nog rijden: +NEE – de auto kan niet rijden$/m,
    /^Verzekeraar: +Centraal Beheer$/m,
    /^Naam: +Sanne de Boer$/m,
    /^Telefoon: +06 12 34 56 78$/m,
    /^E-mail: +sanne@example\.nl$/m,
    /^Achterop aangereden bij het stoplicht op de Vleutenseweg\.$/m,
    /^Foto’s: 3, bijgevoegd\.$/m,
    new RegExp(`Bewaard in de opslag van de website, map: ${folder}`),
  ]) {
    expect(mail.text).toMatch(line);
  }
  expect(mail.attachments.map((a) => a.name)).toEqual(record.photos.map((p: { filename: string }) => p.filename));
  for (const [i, a] of mail.attachments.entries()) expect(a.bytes.equals(stored[i]!), `${a.name} as in R2`).toBe(true);

  // Marked sent, the unsent marker gone.
  await expect.poll(async () => (await jsonOf(`${folder}melding.json`)).mail).toBe('sent');
  expect(await bucket.head(`unsent/${reference}`)).toBeNull();

  // Reply-To: the simulation does not print it, so the same stored record goes through the worker's own sendRecord
  // with a binding that records what it is given.
  const given = await builderFor(record, folder, stored);
  expect(given.replyTo).toEqual({ email: 'sanne@example.nl', name: 'Sanne de Boer' });
  expect(given.subject).toBe(mail.subject);
});

test('a line break in a name does not reach the e-mail headers', async ({ request }) => {
  const res = await sendContact(request, contactFields({ firstName: 'Jan\r\nBcc: spam@evil.example', lastName: 'Jansen\u2028' }));
  expect(res.status()).toBe(201);
  const { reference } = await res.json();
  const mail = await mailFor(reference);
  // One line, and the address typed into the name is defanged: no sender, no link (worker/mail/garage.ts, defang).
  expect(mail.subject).toBe(`Bericht van Jan Bcc: spam[at]evil[.]example Jansen – ${reference}`);
  const folder = await folderOf(reference);
  const given = await builderFor(await jsonOf(`${folder}bericht.json`), folder, []);
  expect(given.replyTo).toEqual({ email: 'jan@example.nl', name: 'Jan Bcc: spam[at]evil[.]example Jansen' });
});

test('control characters (a pasted NUL, bell or escape code) are removed before a message is stored and mailed; line breaks stay', async ({ request }) => {
  const res = await sendContact(request, contactFields({ firstName: 'Ja\u0007n', message: 'Regel een\u0000\r\nRegel \u001b[31mtwee' }));
  expect(res.status()).toBe(201);
  const { reference } = await res.json();
  const folder = await folderOf(reference);
  expect(await jsonOf(`${folder}bericht.json`)).toMatchObject({ values: contactFields({ firstName: 'Jan', message: 'Regel een\nRegel [31mtwee' }) });
  const mail = await mailFor(reference);
  expect(mail.subject).toBe(`Bericht van Jan Jansen – ${reference}`);
  expect(mail.text).toMatch(/^Regel een$/m);
  expect(mail.text).toMatch(/^Regel \[31mtwee$/m);
});

test('a contact message (JSON) is stored and mailed with the customer as Reply-To', async ({ request }) => {
  const res = await sendContact(request, contactFields());
  expect(res.status()).toBe(201);
  const { reference } = await res.json();
  const folder = await folderOf(reference);
  expect(folder).toMatch(new RegExp(`^messages/\\d{4}/\\d{2}/\\d{2}/${reference}/$`));
  expect(await jsonOf(`${folder}bericht.json`)).toMatchObject({ kind: 'message', reference, values: contactFields() });
  const mail = await mailFor(reference);
  expect(mail.subject).toBe(`Bericht van Jan Jansen – ${reference}`);
  expect(mail.text).toMatch(/^E-mail: +jan@example\.nl$/m);
  expect(mail.text).toMatch(/^Kan ik dinsdag mijn auto brengen voor de APK\?$/m);
  expect(mail.attachments).toEqual([]);
});

test('the form without JavaScript (urlencoded, no Accept: JSON) gets 303 to the thank-you page in its language', async ({ request }) => {
  const post = (referer: string) =>
    request.post('/api/contact', {
      form: contactFields({ message: `Zonder JavaScript vanaf ${referer}` }),
      headers: { 'CF-Connecting-IP': client(), Referer: `${base}${referer}`, Origin: base },
      maxRedirects: 0,
    });
  const nl = await post('/contact');
  expect(nl.status()).toBe(303);
  // With the reference in the query (worker/pages/thanks.ts fills it into the page); no confirmation here (switched off).
  expect(nl.headers().location).toMatch(/^\/bedankt\?ref=DV-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  const en = await post('/en/contact');
  expect(en.status()).toBe(303);
  expect(en.headers().location).toMatch(/^\/en\/thank-you\?ref=DV-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await receiver.waitForMail((m) => m.text.includes('Zonder JavaScript vanaf /en/contact'));
  await receiver.waitForMail((m) => m.text.includes('Zonder JavaScript vanaf /contact'));
  // A multipart post without JavaScript (the report form) lands on the same page.
  const report = await request.post('/api/schade-melden', {
    multipart: formOf(reportFields()),
    headers: { 'CF-Connecting-IP': client(), Referer: `${base}/en/report-damage` },
    maxRedirects: 0,
  });
  expect(report.status()).toBe(303);
  expect(report.headers().location).toMatch(/^\/en\/thank-you\?ref=DV-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
});

test('a foreign plate is accepted and stored as typed, in capitals, with its country', async ({ request }) => {
  const res = await sendReport(request, formOf(reportFields({ plateOrigin: 'buitenland', licensePlate: 'm-ab 1234', plateCountry: 'Duitsland' })));
  expect(res.status()).toBe(201);
  const { reference } = await res.json();
  const record = await jsonOf(`${await folderOf(reference)}melding.json`);
  expect(record.values).toMatchObject({ plateOrigin: 'buitenland', licensePlate: 'M-AB 1234', plateCountry: 'Duitsland' });
  const mail = await mailFor(reference);
  expect(mail.subject).toBe(`Schademelding M-AB 1234 – aanrijding – ${reference}`);
  expect(mail.text).toMatch(/^Kenteken: +M-AB 1234 \(buitenlands kenteken: Duitsland\)$/m);
});

test('a filled honeypot gets a success, and nothing is stored or sent', async ({ request }) => {
  const report = await sendReport(request, formOf(reportFields({ _gotcha: 'https://spam.example' }), [{ name: 'a.jpg', type: 'image/jpeg', bytes: tiny }]));
  expect(report.status()).toBe(201);
  const { reference } = await report.json();
  expect(reference).toMatch(/^DV-/);
  const contact = await sendContact(request, contactFields({ _gotcha: 'spam' }));
  expect(contact.status()).toBe(201);
  const second = (await contact.json()).reference;
  for (const ref of [reference, second]) {
    expect((await keys('')).filter((k) => k.includes(ref))).toEqual([]);
  }
  await expectNoMailFor(request, reference);
  expect(receiver.mails.filter((m) => m.subject.includes(second))).toEqual([]);
});
