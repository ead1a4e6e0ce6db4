/**
 * Jobs for the back office's and the status page's specs: a damage report (with one photo), an appointment request
 * and a message, posted to the receiver's public routes exactly as the forms' islands post them, each from a client
 * address of its own; and the back office's requests with an Access token (e2e/support/access.ts).
 */
import { smallJpeg } from './photos.mjs';
import { solvedChallenge } from './altcha';

let clients = 0;
const client = () => `203.0.113.${(++clients % 250) + 1}`;
export const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** What the customers typed freely: none of it may reach a status page or a mail to the customer. */
export const typed = { report: 'Achterop aangereden bij de rotonde', appointment: 'Het rechter achterlicht doet het niet', message: 'Graag een APK-vraag' };

const post = async (base: string, path: string, body: FormData | string, type: string | null, referer: string) => {
  const ip = client();
  const res = await fetch(`${base}${path}`, {
    method: 'POST', body,
    headers: {
      Accept: 'application/json', 'CF-Connecting-IP': ip, Referer: `${base}${referer}`, Origin: base,
      Altcha: await solvedChallenge(base, ip), ...(type ? { 'Content-Type': type } : {}),
    },
  });
  if (res.status !== 201) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { reference: string }).reference;
};

export const sendReport = async (base: string, email = 'sanne@example.nl', referer = '/schade-melden', plate = 'ab 12 cd') => {
  const form = new FormData();
  const fields = {
    plateOrigin: 'nl', licensePlate: plate, plateCountry: '', damageType: 'aanrijding', damageDate: inDays(-1), driveable: 'ja',
    insurer: 'Centraal Beheer', message: typed.report, firstName: 'Sanne', lastName: 'de Boer', phone: '06 98 76 54 32', email,
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('photos', new Blob([new Uint8Array(await smallJpeg())], { type: 'image/jpeg' }), 'schade-1.jpg');
  return post(base, '/api/schade-melden', form, null, referer);
};

export const sendAppointment = (base: string, email = 'kees@example.nl', referer = '/afspraak') => {
  const body = new URLSearchParams([
    ['plateOrigin', 'nl'], ['licensePlate', 'xy-99-zz'], ['work', 'grote-beurt'], ['mileage', '98765'], ['days', `${inDays(3)}:ochtend`],
    ['arrangement', 'brengen'], ['message', typed.appointment], ['firstName', 'Kees'], ['lastName', 'Visser'], ['phone', '06 12 12 12 12'], ['email', email],
  ]);
  return post(base, '/api/afspraak', body.toString(), 'application/x-www-form-urlencoded', referer);
};

export const sendMessage = (base: string, email = 'pieter@example.nl', referer = '/contact') =>
  post(base, '/api/contact', JSON.stringify({ firstName: 'Pieter', lastName: 'Bakker', email, phone: '', message: typed.message }), 'application/json', referer);

/** The back office as a signed-in user: GET a page, or POST a form (same origin) and get the 303 or the refusal. */
export const backOffice = (base: string, token: string) => ({
  get: (path: string) => fetch(`${base}${path}`, { headers: { 'Cf-Access-Jwt-Assertion': token }, redirect: 'manual' }),
  post: (path: string, fields: Record<string, string>) =>
    fetch(`${base}${path}`, {
      method: 'POST', redirect: 'manual', body: new URLSearchParams(fields).toString(),
      headers: { 'Cf-Access-Jwt-Assertion': token, Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' },
    }),
});

/** The job's row as the list's JSON gives it. */
export const jobRow = async (base: string, token: string, reference: string) => {
  const res = await backOffice(base, token).get(`/api/beheer/jobs?zoek=${reference}`);
  const { rows } = (await res.json()) as { rows: Record<string, unknown>[] };
  return rows.find((r) => r.reference === reference);
};

/** The version hidden in the job page's status form. */
export const versionOf = async (base: string, token: string, reference: string) => {
  const html = await (await backOffice(base, token).get(`/beheer/${reference}`)).text();
  return /name="version" value="(\d+)"/.exec(html)?.[1] ?? '';
};
