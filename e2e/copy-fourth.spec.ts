/**
 * The fourth native reads (issue 38, reviews of 2026-11-27): each new rule catches the phrasing the reviews found, the
 * copy as decided passes, and the mails (the customer's confirmation, the garage's own lines) keep the same rules:
 * one clock per language, British dates, what was asked for, who calls and from which number.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { business } from '../src/data/business';
import { businessEn } from '../src/data/en/business';
import { servicesEn } from '../src/data/en/services';
import { services } from '../src/data/services';
import { partnersEn } from '../src/data/en/partners';
import { guideStepsEn } from '../src/data/en/damage-guide';
import { openingWordsEn } from '../src/data/en/opening-words';
import { sections } from '../src/i18n/sections';
import { intlPhone } from '../src/lib/format.en';
import { confirmationText, type ConfirmationFacts } from '../worker/mail/confirmation-words';
import { closingLines } from '../worker/mail/lines';
import { mailWordingNl, wordingFindings } from './support/copy-rules';

/** One phrasing per new Dutch rule, each from the build the review read (commit 4bde789). */
const oldNl = [
  'Bij schadeherstel via uw verzekeraar krijgt u vervangend vervoer als uw polis dat dekt. Vraag ernaar als u de afspraak aanvraagt.',
  'Vraag online een afspraak of een vrijblijvende offerte aan, ook buiten onze openingstijden.',
  'Liever eerst een vrijblijvende offerte? Bel ons of stuur ons een bericht; wij noemen vooraf de prijs.', 'Vraag een ozonbehandeling aan.',
  'U ziet vooraf wat het kost en hoe lang het duurt.', 'U rijdt weg met remmen die de auto weer kort en recht tot stilstand brengen.',
  'Een kortere remweg en meer zekerheid als u plotseling moet remmen', 'Op al ons herstel 3 jaar garantie.', 'Schade beoordelen en begroten',
  'Wij doen u binnen één werkdag een voorstel voor een tijd.', 'De afspraak staat vast zodra wij die samen hebben bevestigd.',
  'dan is het overspuiten van de motorkap of bumper gaat langer mee en oogt mooier dan honderden puntjes los te herstellen.',
  'Reviews ¦ · Onze beoordelingen op Klantenvertellen', 'Anders kost een leenauto € 25 per dag (incl. btw)', 'Met een afspraak hoeft u meestal niet te wachten',
  'het EU-VS-gegevensprivacykader of de standaardcontractbepalingen', 'Samen met hun 10 collega’s in de werkplaats',
  'Bel ons dan op werkdagen; daarbuiten helpt de alarmcentrale van uw verzekeraar.', 'Liever direct iemand spreken? Bel ons gerust op werkdagen.',
  // The form pages' words (formWordingNl).
  'Wij bellen of mailen u een dag en tijd, met de prijs vooraf.', 'Een vraag die geen afspraak is?', 'Alleen uw kenteken vragen wij op bij de RDW.',
  'Wat moet er nog meer gebeuren?', 'Rijdt de ander door of wil hij geen gegevens geven? Bel de politie:0900-8844.', 'en is een leenfiets gratis, zolang er een vrij is.',
  'U brengt de auto ’s ochtends; wij bellen u als hij klaar is.', 'Noteer dit nummer: dan weten wij meteen over welke aanvraag het gaat', 'Wij bellen of sturen u ons voorstel.',
];
const oldEn = [
  'Rather have a free quote first? Ask for one with the same form, and we’ll tell you the price in advance.',
  'Need a full service to the manufacturer’s schedule? Ask for a quote with the same form.',
  'Request an appointment or a free, no-obligation quote online, outside our opening hours too.',
  'We also work with smaller and regional insurers, so you can come to us whoever your car is insured with.',
  'On paper beforehand', 'You get the terms in writing before we start, with the estimate or quote.', 'Tell us: we’ll check it under the warranty.',
  'from €45 incl. VAT (labour, a new oil filter and up to 4 litres of oil)', 'You know the price and the time it takes before we start.',
  'Volkswagen Golf · grey · 2018 · MOT (APK) valid until 3 October 2026', 'Monday, November 30', 'Closed · opens Monday, August 9 at 8:00 am',
  'because this address was entered with a appointment request', 'please don’t drive it yourself.', 'Thank you: we’ve received your appointment request.',
  'Your appointment is fixed once we’ve both confirmed it.', 'Received: 27 November 2026 at 15:14',
  // The form pages' words (formWordingEn).
  'The annual Dutch vehicle inspection, like the MOT in the UK.', 'For the APK (the Dutch roadworthiness test), a service or a repair.',
  'a loan bike is free, while one is available.', 'Mileage (km) (optional)', 'Please note this number: if you call us', 'Your car, going by the registration',
  'Leave it empty if any date is fine.', 'So much has been sent through the form lately', 'We take photos as JPEG, HEIC, AVIF, PNG or WebP',
];

test('the rules of issue 38 catch every phrasing the fourth reviews found, in the page’s language', () => {
  for (const old of oldNl) expect(wordingFindings(old, 'nl'), old).not.toEqual([]);
  for (const old of oldEn) expect(wordingFindings(old, 'en'), old).not.toEqual([]);
});

test('the copy as decided keeps the rules of issue 38', () => {
  const { appointment: a, appointmentFixed, replacementCar, replacementTransport, warranty, claimHandling, afterHours } = business;
  const nl = JSON.stringify({ a, appointmentFixed, replacementCar, replacementTransport, warranty, claimHandling, afterHours, services, sections: sections.nl });
  expect(wordingFindings(nl, 'nl')).toEqual([]);
  const en = JSON.stringify({ businessEn, servicesEn, partnersEn, guideStepsEn, sections: sections.en, holidays: openingWordsEn.holidays });
  expect(wordingFindings(en, 'en')).toEqual([]);
});

/** A Golf whose APK ran out before the request came in, with the fixed choices a customer can make. */
const appointment = (language: 'nl' | 'en'): ConfirmationFacts => ({
  kind: 'appointment', language, reference: 'DV-7K3Q-M2XA', receivedAt: '2026-11-27T15:13:00Z', plate: 'AB-12-CD',
  car: language === 'nl' ? 'Volkswagen Golf · grijs · 2018 · APK verlopen op 3 oktober 2026' : 'Volkswagen Golf · grey · 2018 · APK expired on 3 October 2026',
  days: ['2026-11-30:ochtend', '2026-12-01:middag'], work: ['apk', 'kleine-beurt', 'anders'], arrangement: 'brengen',
});

test('the appointment confirmation repeats what was asked, says who calls from which number, in the site’s clock (D31, B20, C57, C13)', () => {
  const nl = confirmationText(appointment('nl'));
  for (const fact of [
    'Werk:', 'APK-keuring, kleine beurt, iets anders', 'Tijdens het werk:', 'u brengt de auto en haalt hem later op', business.phone.display,
    'om 16.13 uur', 'maandag 30 november 2026, ochtend', business.appointmentFixed, 'Kunt u toch niet, of wilt u iets wijzigen?',
    'in het formulier Afspraak aanvragen op',
  ]) expect(nl, fact).toContain(fact);
  expect(wordingFindings(nl, 'nl')).toEqual([]);
  const en = confirmationText(appointment('en'));
  for (const fact of [
    'Work:', 'APK test (the Dutch MOT), interim service (kleine beurt)', 'While we work:', 'you’ll drop the car off and collect it later', intlPhone(),
    '27 November 2026, 4:13 pm', 'Monday 30 November 2026, morning', businessEn.appointmentFixed, 'Need to change or cancel?', 'with an appointment request on',
  ]) expect(en, fact).toContain(fact);
  expect(wordingFindings(en, 'en')).toEqual([]);
});

test('each confirmation names its own kind and form, and the report’s tells the customer to report it today (C57, B18)', () => {
  const base = { reference: 'DV-7K3Q-M2XA', receivedAt: '2026-11-27T09:05:00Z' };
  const report = confirmationText({ ...base, kind: 'report', language: 'nl', plate: 'AB-12-CD', driveable: 'nee' });
  expect(report).toContain('vinden wij uw melding meteen terug');
  expect(report).toContain('in het formulier Schade melden op');
  expect(report).toContain('Doe dat dan vandaag nog');
  expect(report).toContain('om 10.05 uur');
  const message = confirmationText({ ...base, kind: 'message', language: 'en' });
  expect(message).toContain('find your message straight away');
  expect(message).toContain('given with a message on');
  expect(message).toContain('10:05 am');
  for (const [text, lang] of [[report, 'nl'], [message, 'en']] as const) expect(wordingFindings(text, lang), text).toEqual([]);
  for (const text of [report]) for (const { phrases } of mailWordingNl) for (const re of phrases) expect(text).not.toMatch(re);
});

test('the garage’s own mails speak the office’s language: no R2 or Reply-To, the Dutch clock (C58)', () => {
  const closing = closingLines({ reference: 'DV-7K3Q-M2XA', receivedAt: '2026-11-27T15:13:00Z' }, 'meldingen/2026-11-27/DV-7K3Q-M2XA/', '').join('\n');
  expect(closing).toContain('om 16.13 uur');
  expect(wordingFindings(closing, 'nl')).toEqual([]);
  // The strings of the garage's mail modules (comments left out): none names the storage or a header.
  for (const file of ['worker/mail/garage.ts', 'worker/mail/lines.ts', 'worker/mail/appointment.ts']) {
    const strings = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '').match(/`[^`]*`|'[^'\n]*'/g) ?? [];
    for (const { phrases } of mailWordingNl) for (const re of phrases) expect(strings.filter((s) => re.test(s)), `${file}: ${re}`).toEqual([]);
  }
});

test('the English open-now line dates in British English during the summer closure (C11)', async ({ page }) => {
  // Wednesday 28 July 2027, in the closure of 26 July to 6 August: the next opening is more than a week away.
  await page.clock.setFixedTime(new Date('2027-07-28T10:00:00+02:00'));
  await page.goto('/en');
  const status = page.locator('[data-open-status]').first();
  await expect(status).toHaveText('Closed · opens Monday 9 August at 8:00 am');
  expect(wordingFindings((await status.textContent()) ?? '', 'en')).toEqual([]);
  await page.goto('/');
  await expect(page.locator('[data-open-status]').first()).toHaveText('Gesloten · opent maandag 9 augustus om 8.00 uur');
});
