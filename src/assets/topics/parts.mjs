/**
 * The shared parts of the topic illustrations (make-topics.mjs): the deep-blue backdrop with its glow, soft bokeh and
 * workshop floor, the gradients (brand blue, amber, steel, glass), and a car seen from the side. Plain SVG strings.
 */
export const W = 1200;
export const H = 800;

export const defs = `<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="#081a4a"/><stop offset=".6" stop-color="#16398f"/><stop offset="1" stop-color="#0d2566"/></linearGradient>
  <radialGradient id="glow" cx=".55" cy=".42" r=".55"><stop offset="0" stop-color="#4f7fe8" stop-opacity=".55"/><stop offset="1" stop-color="#4f7fe8" stop-opacity="0"/></radialGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0f2a6e"/><stop offset="1" stop-color="#06133a"/></linearGradient>
  <linearGradient id="amber" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fcd34d"/><stop offset="1" stop-color="#f59e0b"/></linearGradient>
  <linearGradient id="amberSide" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fbbf24"/><stop offset="1" stop-color="#d97706"/></linearGradient>
  <linearGradient id="steel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset=".5" stop-color="#cbd5e1"/><stop offset="1" stop-color="#64748b"/></linearGradient>
  <linearGradient id="steelSide" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#94a3b8"/><stop offset=".45" stop-color="#f1f5f9"/><stop offset="1" stop-color="#64748b"/></linearGradient>
  <linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#60a5fa"/><stop offset=".45" stop-color="#2563eb"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient>
  <linearGradient id="paintSide" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#1d4ed8"/><stop offset=".5" stop-color="#3b82f6"/><stop offset="1" stop-color="#1e40af"/></linearGradient>
  <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#bfdbfe" stop-opacity=".9"/><stop offset=".5" stop-color="#60a5fa" stop-opacity=".55"/><stop offset="1" stop-color="#1e3a8a" stop-opacity=".8"/></linearGradient>
  <linearGradient id="dark" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#334155"/><stop offset="1" stop-color="#0f172a"/></linearGradient>
  <linearGradient id="white" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#dbe4f3"/></linearGradient>
  <radialGradient id="spot" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fde68a" stop-opacity=".9"/><stop offset="1" stop-color="#fde68a" stop-opacity="0"/></radialGradient>
  <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="10"/></filter>
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="14" stdDeviation="14" flood-color="#020617" flood-opacity=".5"/></filter>
</defs>`;

/** Soft out-of-focus lights, the same on every picture (they tie the set to the six service pictures). */
const bokeh = [
  [90, 120, 34], [240, 70, 20], [420, 150, 26], [980, 90, 30], [1110, 210, 22], [760, 60, 16], [60, 380, 24], [1150, 430, 28], [600, 110, 14],
]
  .map(([x, y, r], i) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${i % 3 ? '#ffffff' : '#fcd34d'}" opacity="${i % 3 ? 0.1 : 0.12}"/>`)
  .join('');

/** The background: gradient, glow, bokeh and, from `floorY`, the workshop floor with one light line. */
export const backdrop = (floorY = 640) => `<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
<g filter="url(#soft)">${bokeh}</g>
<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="url(#floor)"/>
<rect y="${floorY}" width="${W}" height="3" fill="#3b6fe0" opacity=".5"/>`;

/** A wheel: tyre, rim, spokes, hub; `accent` gives the hub the amber cap. */
export const wheel = (cx, cy, r, accent = false) => `<g>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="#0b1020"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.64}" fill="url(#steel)"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.56}" fill="#475569"/>
  ${[0, 72, 144, 216, 288].map((a) => `<rect x="${cx - r * 0.06}" y="${cy - r * 0.56}" width="${r * 0.12}" height="${r * 0.56}" rx="${r * 0.05}" fill="url(#steelSide)" transform="rotate(${a} ${cx} ${cy})"/>`).join('')}
  <circle cx="${cx}" cy="${cy}" r="${r * 0.16}" fill="${accent ? 'url(#amber)' : '#e2e8f0'}"/>
</g>`;

/**
 * A modern car from the side, facing right, 1000 units long, its wheels standing on y = 0 (so `translate(x, floorY)`).
 * `front`: SVG drawn over the front end (a crumpled wing, say); `body`: the paint fill.
 */
export const carSide = ({ x, y, scale = 1, body = 'url(#paint)', front = '', extra = '' }) => `<g transform="translate(${x} ${y}) scale(${scale})" filter="url(#shadow)">
  <ellipse cx="500" cy="4" rx="470" ry="16" fill="#020617" opacity=".45"/>
  <path d="M40 -70 L32 -150 Q36 -192 84 -202 L175 -216 Q236 -312 336 -322 L600 -326 Q684 -320 770 -232 L905 -206 Q968 -195 976 -150 L980 -84 Q978 -52 944 -50 L880 -50 A95 95 0 0 0 690 -50 L310 -50 A95 95 0 0 0 120 -50 L66 -50 Q42 -54 40 -70 Z" fill="${body}"/>
  <path d="M206 -214 Q256 -292 340 -300 L458 -302 L458 -220 Z" fill="url(#glass)"/>
  <path d="M478 -302 L592 -304 Q652 -298 730 -224 L478 -220 Z" fill="url(#glass)"/>
  <path d="M120 -140 L930 -150" stroke="#ffffff" stroke-opacity=".25" stroke-width="4"/>
  <path d="M468 -214 L468 -60 M700 -214 L716 -120" stroke="#0f2a6e" stroke-opacity=".5" stroke-width="4" fill="none"/>
  <rect x="400" y="-196" width="44" height="10" rx="5" fill="#cbd5e1"/><rect x="630" y="-196" width="44" height="10" rx="5" fill="#cbd5e1"/>
  <path d="M928 -188 Q962 -182 970 -160 L930 -160 Z" fill="#fef3c7"/>
  <path d="M34 -178 L70 -186 L70 -160 L36 -158 Z" fill="#ef4444" opacity=".9"/>
  ${front}
  ${wheel(215, -68, 70)}${wheel(785, -68, 70)}
  ${extra}
</g>`;

/** Render one picture: the backdrop from `floorY`, then `art`. */
export const svg = (art, floorY) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs}${backdrop(floorY)}${art}</svg>`;
