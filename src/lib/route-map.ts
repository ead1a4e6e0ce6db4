/**
 * The contact page's map (design review 2026-11-28 evening, M4): a stylised street plan drawn as SVG at build time
 * (src/pages/kaart.svg.ts), with no map tiles and no third party. The garage's street is named from its address in
 * business.ts, the roads around it from src/data/route-map.ts; the pin carries the business's name. Colours are the
 * theme's (src/styles/global.css). 600 × 450: the page shows it 4:3 on a phone, 16:9 on a tablet and cropped to its
 * cell from 1024 px, so everything that matters sits in the middle band (y 100–300).
 */
import { business } from '../data/business';
import { routeMapRoads, type RouteMapRoads } from '../data/route-map';

export const routeMapSize = { width: 600, height: 450 } as const;

const colour = {
  ground: '#eef2f7',
  block: '#dde5f0',
  building: '#bcd6ff', // brand-200
  green: '#d9ecdf',
  casing: '#c3cddb',
  road: '#ffffff',
  motorway: '#fcd34d', // accent-300
  motorwayCasing: '#e0a81e',
  shield: '#b3121f',
  label: '#334155',
  pin: '#1a44ad', // brand-700
  pinDot: '#fbbf24', // accent-400
  chip: '#0c1e45', // brand-950
};

/** The street without its house number: "Hudsondreef 10" → "Hudsondreef". */
export const streetName = (street: string): string => street.replace(/\s+\d.*$/, '');

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A road: a grey casing under a white fill, so crossings read as one network. */
const road = (d: string, width: number, fill = colour.road, casing = colour.casing) =>
  `<path d="${d}" stroke="${casing}" stroke-width="${width + 5}"/><path d="${d}" stroke="${fill}" stroke-width="${width}"/>`;

/** A street name with a halo in the ground colour, so it reads across blocks and roads. */
const label = (text: string, x: number, y: number, { size = 22, rotate = 0, weight = 600 } = {}) =>
  `<text class="l${size > 22 ? ' b' : ''}" x="${x}" y="${y}" font-size="${size}" font-weight="${weight}"${rotate ? ` transform="rotate(${rotate} ${x} ${y})"` : ''}>${esc(text)}</text>`;

/**
 * The labels keep about the card text's size however large the map is drawn (evening review 2026-11-29, L4: at 1280 px
 * "Zambesidreef" was some 20 px, larger than the cards beside it). In a picture the media queries ask the picture's own
 * width: from 440 px, where a 22-unit label reaches 16 px, the labels (`.l`, in units of 22) and the name's chip (`.c`)
 * shrink step by step, so a label stays at 14–16 px.
 */
const steps: readonly [width: number, scale: number][] = [[440, 0.9], [490, 0.8], [550, 0.72], [610, 0.65], [680, 0.58], [760, 0.52], [850, 0.46], [960, 0.4]];
const labelStyle = () =>
  `<style>.l{font-size:calc(var(--k,1)*22px)}.l.b{font-size:calc(var(--k,1)*24px)}.c{scale:var(--k,1);transform-box:fill-box;transform-origin:50% 100%}${steps
    .map(([w, k]) => `@media(min-width:${w}px){svg{--k:${k}}}`)
    .join('')}</style>`;

// The plan: the main road across at y 100, the through road down at x 130, the garage's street across at y 235 from the
// through road to a side street at x 430, one more street at x 300 and one at y 360, the motorway down the right.
const xs = [-20, 130, 300, 430, 495];
const ys = [-20, 100, 235, 360, 470];
const gap = 15;

/** The blocks between the streets, as rounded rectangles (the left and right columns run from the main road down). */
const blocks = (): string => {
  const out: string[] = [];
  for (let i = 0; i < xs.length - 1; i++) {
    const edge = i === 0 || i === xs.length - 2;
    const rows = edge ? [ys[0]!, ys[1]!, ys[4]!] : ys;
    for (let j = 0; j < rows.length - 1; j++) {
      const x = xs[i]! + gap, y = rows[j]! + gap;
      const w = xs[i + 1]! - xs[i]! - 2 * gap, h = rows[j + 1]! - rows[j]! - 2 * gap;
      out.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10"/>`);
    }
  }
  return `<g fill="${colour.block}">${out.join('')}</g>`;
};

export const routeMapSvg = (roads: RouteMapRoads = routeMapRoads, street = streetName(business.address.street), name = business.name): string => {
  const { width, height } = routeMapSize;
  const motorway = 'M548 -20C518 140 518 300 552 470';
  const pin = { x: 365, y: 226 };
  const chipWidth = Math.round(name.length * 11.4 + 32);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    labelStyle(),
    `<rect width="${width}" height="${height}" fill="${colour.ground}"/>`,
    blocks(),
    // The motorway's green verge, then the streets under the main roads, then the motorway over all but the main road.
    `<g fill="none" stroke-linecap="round">`,
    `<path d="${motorway}" stroke="${colour.green}" stroke-width="80"/>`,
    road('M300 100V235M130 360H430M430 100V360', 10),
    road(`M130 235H430`, 14),
    road(`M130 -20V470`, 18),
    road(motorway, 20, colour.motorway, colour.motorwayCasing),
    road(`M-20 100H620`, 18),
    `</g>`,
    // The garage's building, north of its street, with the pin at its door.
    `<rect x="322" y="160" width="86" height="52" rx="6" fill="${colour.building}"/>`,
    `<g font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" fill="${colour.label}" stroke="${colour.ground}" stroke-width="5" stroke-linejoin="round" paint-order="stroke">`,
    label(roads.mainRoad, 156, 83),
    label(roads.crossRoad, 114, 340, { rotate: -90 }),
    label(street, 146, 270, { size: 24, weight: 700 }),
    `</g>`,
    // The motorway's shield: white letters on red, as on the road signs.
    `<rect x="500" y="306" width="56" height="30" rx="6" fill="${colour.shield}" stroke="#fff" stroke-width="2"/>`,
    `<text x="528" y="328" font-family="system-ui, sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${esc(roads.motorway)}</text>`,
    // The pin and the name above it.
    `<path d="M${pin.x} ${pin.y}c-4-9-22-24-22-40a22 22 0 1 1 44 0c0 16-18 31-22 40z" fill="${colour.pin}" stroke="#fff" stroke-width="3"/>`,
    `<circle cx="${pin.x}" cy="${pin.y - 40}" r="8" fill="${colour.pinDot}"/>`,
    `<g class="c"><rect x="${pin.x - chipWidth / 2}" y="114" width="${chipWidth}" height="38" rx="19" fill="${colour.chip}"/>`,
    `<text x="${pin.x}" y="140" font-family="system-ui, sans-serif" font-size="19" font-weight="700" fill="#fff" text-anchor="middle">${esc(name)}</text></g>`,
    `</svg>`,
  ].join('');
};
