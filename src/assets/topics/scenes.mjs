/**
 * Scenes of the garage beyond the topics (design review 2026-11-28 evening, M7: no picture twice among the home page's
 * "Onze werkplaats", the /schadeherstel hero and the about page's story). Same parts and light as the topic set.
 */
import { carSide, svg } from './parts.mjs';

/** The front desk: the counter with a bell, a screen and a car key with an amber tag, the workshop behind the glass. */
export const balie = svg(`
  <g>
    <rect x="120" y="110" width="700" height="330" rx="14" fill="#0b1f57" stroke="#3b6fe0" stroke-opacity=".5" stroke-width="6"/>
    <rect x="132" y="122" width="676" height="306" rx="8" fill="url(#glass)" opacity=".35"/>
    <path d="M470 122 L470 428" stroke="#3b6fe0" stroke-opacity=".5" stroke-width="6"/>
    ${carSide({ x: 190, y: 400, scale: 0.5 })}
    <rect x="150" y="404" width="640" height="10" rx="5" fill="#fbbf24" opacity=".8"/>
    <path d="M140 140 L300 140 M640 140 L790 140" stroke="#f8fafc" stroke-opacity=".35" stroke-width="8" stroke-linecap="round"/>
  </g>
  <g transform="translate(960 210)">
    <circle r="74" fill="url(#white)" stroke="#1e3a8a" stroke-width="10"/>
    <path d="M0 -50 L0 0 L34 20" stroke="#0f172a" stroke-width="9" stroke-linecap="round" fill="none"/>
    <circle r="8" fill="#f59e0b"/>
  </g>
  <g filter="url(#shadow)">
    <rect x="60" y="470" width="1080" height="40" rx="10" fill="url(#amber)"/>
    <rect x="80" y="508" width="1040" height="250" fill="url(#white)"/>
    <rect x="80" y="508" width="1040" height="14" fill="#94a3b8" opacity=".45"/>
    <rect x="520" y="580" width="160" height="110" rx="12" fill="#1e3a8a" opacity=".12"/>
  </g>
  <g transform="translate(250 470)" filter="url(#shadow)">
    <rect x="-150" y="-250" width="300" height="190" rx="14" fill="url(#dark)"/>
    <rect x="-134" y="-234" width="268" height="158" rx="6" fill="#0b1f57"/>
    <rect x="-116" y="-214" width="120" height="14" rx="7" fill="#60a5fa"/>
    <rect x="-116" y="-186" width="200" height="10" rx="5" fill="#cbd5e1" opacity=".6"/>
    <rect x="-116" y="-164" width="170" height="10" rx="5" fill="#cbd5e1" opacity=".6"/>
    <rect x="-116" y="-132" width="90" height="32" rx="8" fill="#f59e0b"/>
    <rect x="-16" y="-60" width="32" height="50" fill="url(#steelSide)"/>
    <rect x="-70" y="-14" width="140" height="14" rx="7" fill="url(#steel)"/>
  </g>
  <g transform="translate(640 470)" filter="url(#shadow)">
    <ellipse cx="0" cy="-6" rx="70" ry="12" fill="url(#steel)"/>
    <path d="M-54 -12 A54 54 0 0 1 54 -12 Z" fill="url(#steel)"/>
    <rect x="-8" y="-80" width="16" height="18" rx="6" fill="url(#steelSide)"/>
  </g>
  <g transform="translate(860 440) rotate(-14)" filter="url(#shadow)">
    <rect x="-70" y="-26" width="110" height="52" rx="24" fill="url(#dark)"/>
    <circle cx="-38" cy="0" r="9" fill="#60a5fa"/>
    <path d="M40 -8 L150 -8 L150 0 L138 0 L138 12 L124 12 L124 0 L110 0 L110 12 L96 12 L96 8 L40 8 Z" fill="url(#steel)"/>
    <circle cx="-92" cy="0" r="26" fill="none" stroke="url(#steel)" stroke-width="7"/>
    <g transform="translate(-150 36) rotate(20)">
      <rect x="-34" y="-30" width="68" height="96" rx="10" fill="url(#amber)"/>
      <circle cx="0" cy="-14" r="8" fill="#0b1f57"/>
      <rect x="-20" y="10" width="40" height="8" rx="4" fill="#92400e" opacity=".6"/>
      <rect x="-20" y="28" width="28" height="8" rx="4" fill="#92400e" opacity=".6"/>
    </g>
  </g>
  <g transform="translate(1030 470)" filter="url(#shadow)">
    <path d="M-40 -90 L40 -90 L32 0 L-32 0 Z" fill="url(#white)"/>
    <path d="M40 -70 Q72 -64 66 -40 Q60 -20 36 -24" stroke="#e2e8f0" stroke-width="10" fill="none"/>
    <rect x="-40" y="-62" width="80" height="16" fill="#1f55d6"/>
    <path d="M-12 -110 Q-22 -130 -8 -146 M12 -112 Q2 -132 16 -150" stroke="#f8fafc" stroke-opacity=".5" stroke-width="6" fill="none" stroke-linecap="round"/>
  </g>`, 660);

/** A tyre seen from the side, for the stack beside the lift. */
const tyre = (x, y) => `<rect x="${x}" y="${y}" width="150" height="46" rx="20" fill="#0b1020"/><rect x="${x + 14}" y="${y + 14}" width="122" height="18" rx="9" fill="#1e293b"/>`;

/** The workshop: a car raised on a two-post lift, a tool trolley and a stack of tyres: everything under one roof. */
export const brug = svg(`
  <g opacity=".5"><rect x="80" y="90" width="1040" height="16" rx="8" fill="#f8fafc"/><rect x="300" y="106" width="600" height="40" fill="url(#spot)"/></g>
  <g filter="url(#shadow)">
    <rect x="196" y="170" width="44" height="500" rx="6" fill="url(#steelSide)"/>
    <rect x="960" y="170" width="44" height="500" rx="6" fill="url(#steelSide)"/>
    <rect x="150" y="660" width="136" height="20" rx="6" fill="url(#dark)"/><rect x="914" y="660" width="136" height="20" rx="6" fill="url(#dark)"/>
    <rect x="204" y="190" width="28" height="60" rx="4" fill="#f59e0b"/><rect x="968" y="190" width="28" height="60" rx="4" fill="#f59e0b"/>
    <rect x="236" y="392" width="130" height="16" rx="6" fill="url(#amber)"/><rect x="834" y="392" width="130" height="16" rx="6" fill="url(#amber)"/>
  </g>
  ${carSide({ x: 100, y: 392, scale: 1 })}
  <g transform="translate(80 520)" filter="url(#shadow)">
    <rect x="0" y="0" width="170" height="130" rx="10" fill="url(#amber)"/>
    <rect x="12" y="16" width="146" height="30" rx="6" fill="#b45309" opacity=".35"/><rect x="12" y="56" width="146" height="30" rx="6" fill="#b45309" opacity=".35"/>
    <rect x="66" y="26" width="38" height="8" rx="4" fill="#fef3c7"/><rect x="66" y="66" width="38" height="8" rx="4" fill="#fef3c7"/>
    <circle cx="24" cy="140" r="12" fill="#0b1020"/><circle cx="146" cy="140" r="12" fill="#0b1020"/>
    <path d="M30 -8 L90 -30 M100 -6 L150 -26" stroke="url(#steelSide)" stroke-width="12" stroke-linecap="round"/>
  </g>
  <g filter="url(#shadow)">${tyre(1010, 604)}${tyre(1010, 556)}${tyre(1010, 508)}</g>`, 660);

/**
 * The front of the building (design review 2026-11-29, M6: the about page's hero was the home hero's workshop): the
 * façade with the sign band, the glass entrance and the reception lit behind it, the open workshop door with a car
 * inside under the lights, a car parked on the forecourt.
 */
export const gevel = svg(`
  <g filter="url(#shadow)">
    <rect x="90" y="170" width="1020" height="480" fill="#0b1f57"/>
    <rect x="90" y="170" width="1020" height="480" fill="url(#glass)" opacity=".12"/>
    <path d="M70 172 L1130 172" stroke="url(#steel)" stroke-width="14" stroke-linecap="round"/>
    <rect x="150" y="200" width="520" height="96" rx="12" fill="url(#white)"/>
    <rect x="178" y="224" width="48" height="48" rx="10" fill="url(#amber)"/>
    <rect x="246" y="228" width="260" height="18" rx="9" fill="#1e3a8a"/>
    <rect x="246" y="256" width="180" height="12" rx="6" fill="#64748b" opacity=".7"/>
    <rect x="540" y="228" width="104" height="40" rx="8" fill="#f59e0b"/>
  </g>
  <g>
    <rect x="140" y="340" width="330" height="300" rx="6" fill="url(#dark)"/>
    <rect x="152" y="352" width="306" height="288" fill="url(#glass)" opacity=".75"/>
    <rect x="152" y="352" width="306" height="288" fill="url(#spot)" opacity=".35"/>
    <path d="M305 352 L305 640" stroke="#0b1f57" stroke-width="8"/>
    <rect x="170" y="520" width="120" height="60" rx="6" fill="#0b1f57" opacity=".55"/>
    <rect x="190" y="488" width="70" height="34" rx="4" fill="#1e3a8a" opacity=".7"/>
    <rect x="286" y="470" width="10" height="60" rx="5" fill="url(#steelSide)"/><rect x="314" y="470" width="10" height="60" rx="5" fill="url(#steelSide)"/>
  </g>
  <g>
    <rect x="560" y="320" width="480" height="330" fill="#06133a"/>
    <rect x="560" y="320" width="480" height="330" fill="url(#spot)" opacity=".45"/>
    <rect x="560" y="320" width="480" height="26" fill="url(#steel)"/>
    ${[372, 396, 420].map((y) => `<rect x="560" y="${y - 18}" width="480" height="6" fill="#94a3b8" opacity=".35"/>`).join('')}
    <rect x="548" y="320" width="14" height="330" fill="url(#steelSide)"/><rect x="1038" y="320" width="14" height="330" fill="url(#steelSide)"/>
    ${carSide({ x: 600, y: 640, scale: 0.4 })}
    <rect x="600" y="440" width="400" height="8" rx="4" fill="#fde68a" opacity=".5"/>
  </g>
  <rect x="60" y="650" width="1080" height="12" rx="6" fill="#94a3b8" opacity=".5"/>
  ${carSide({ x: 60, y: 770, scale: 0.46, body: 'url(#steel)' })}
  <g opacity=".6"><rect x="700" y="720" width="120" height="10" rx="5" fill="#f8fafc"/><rect x="900" y="720" width="120" height="10" rx="5" fill="#f8fafc"/></g>`, 660);
