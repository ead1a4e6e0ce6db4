/** The topic illustrations about damage (make-topics.mjs): one clear subject each, in the brand's blue with amber. */
import { carSide, svg } from './parts.mjs';

/** A star chip: a bright pit with cracks running out and a halo ring. */
const star = (cx, cy, s = 1) => `<g transform="translate(${cx} ${cy}) scale(${s})">
  <circle r="70" fill="url(#spot)" opacity=".35"/>
  ${[0, 40, 95, 150, 200, 250, 310].map((a, i) => `<path d="M0 0 L${[58, 40, 62, 36, 54, 44, 60][i]} ${i % 2 ? 6 : -5}" stroke="#ffffff" stroke-width="4" stroke-linecap="round" transform="rotate(${a})"/>`).join('')}
  <circle r="14" fill="#ffffff"/><circle r="24" fill="none" stroke="#ffffff" stroke-opacity=".7" stroke-width="3"/>
</g>`;

/** Windscreen from the bonnet: glass, frame, wipers, a star chip with an amber magnifier over it. */
export const ruit = svg(`
  <path d="M120 700 L250 170 Q600 120 950 170 L1080 700 Z" fill="#0b1536" filter="url(#shadow)"/>
  <path d="M170 660 L285 205 Q600 160 915 205 L1030 660 Z" fill="url(#glass)"/>
  <path d="M330 230 L250 620 L300 620 L390 225 Z M440 215 L400 420 L430 420 L470 212 Z" fill="#ffffff" opacity=".22"/>
  <path d="M60 700 L1140 700 L1180 800 L20 800 Z" fill="url(#paint)"/>
  <path d="M300 672 L610 612" stroke="#0f172a" stroke-width="12" stroke-linecap="round"/><path d="M660 680 L960 612" stroke="#0f172a" stroke-width="12" stroke-linecap="round"/>
  ${star(720, 390, 1.5)}
  <g transform="translate(720 390)">
    <circle r="128" fill="none" stroke="url(#amber)" stroke-width="22"/>
    <rect x="88" y="84" width="42" height="170" rx="18" fill="url(#amberSide)" transform="rotate(-45 100 100)"/>
  </g>`, 780);

/** A car's front, head-on, with a cracked bumper outlined in amber. */
export const bumper = svg(`
  <ellipse cx="600" cy="690" rx="430" ry="26" fill="#020617" opacity=".5"/>
  <g filter="url(#shadow)">
    <rect x="230" y="590" width="110" height="100" rx="18" fill="#0b1020"/><rect x="860" y="590" width="110" height="100" rx="18" fill="#0b1020"/>
    <path d="M330 250 Q600 200 870 250 L960 420 L240 420 Z" fill="url(#paint)"/>
    <path d="M360 262 Q600 222 840 262 L900 400 L300 400 Z" fill="url(#glass)"/>
    <path d="M200 430 Q600 380 1000 430 L1010 560 L190 560 Z" fill="url(#paint)"/>
    <path d="M230 455 L360 450 L350 500 L238 500 Z" fill="#fef3c7"/><path d="M970 455 L840 450 L850 500 L962 500 Z" fill="#fef3c7"/>
    <rect x="470" y="455" width="260" height="70" rx="14" fill="#0f172a"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="486" y="${466 + i * 14}" width="228" height="6" rx="3" fill="#334155"/>`).join('')}
    <path d="M180 560 L1020 560 L1000 650 Q600 672 200 650 Z" fill="url(#paint)"/>
    <path d="M180 560 L1020 560 L1000 650 Q600 672 200 650 Z" fill="none" stroke="url(#amber)" stroke-width="10" stroke-linejoin="round"/>
    <path d="M760 566 L735 600 L772 612 L740 650" stroke="#0f172a" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M700 580 Q760 600 820 590" stroke="#bfdbfe" stroke-width="4" fill="none" opacity=".5"/>
    <rect x="520" y="590" width="160" height="40" rx="6" fill="#f8fafc"/>
  </g>`, 680);

/** A paint surface: scratches on the left, polished gloss on the right under an amber polishing machine. */
export const krassen = svg(`
  <path d="M0 330 Q600 250 1200 330 L1200 800 L0 800 Z" fill="url(#paint)" filter="url(#shadow)"/>
  <path d="M0 360 Q600 285 1200 360" stroke="#bfdbfe" stroke-width="6" fill="none" opacity=".6"/>
  ${[[90, 470, 420, 430], [130, 520, 480, 470], [70, 580, 360, 555], [200, 640, 520, 600], [110, 700, 300, 690]].map(([a, b, c, d]) => `<path d="M${a} ${b} L${c} ${d}" stroke="#e2e8f0" stroke-width="5" stroke-linecap="round" opacity=".85"/>`).join('')}
  <ellipse cx="860" cy="560" rx="260" ry="130" fill="#93c5fd" opacity=".25" filter="url(#soft)"/>
  ${[[700, 470], [1040, 520], [940, 660]].map(([x, y]) => `<path d="M${x} ${y - 26} L${x + 7} ${y - 7} L${x + 26} ${y} L${x + 7} ${y + 7} L${x} ${y + 26} L${x - 7} ${y + 7} L${x - 26} ${y} L${x - 7} ${y - 7} Z" fill="#ffffff"/>`).join('')}
  <g filter="url(#shadow)">
    <ellipse cx="820" cy="500" rx="170" ry="46" fill="#0f172a"/><ellipse cx="820" cy="488" rx="160" ry="40" fill="#f8fafc"/>
    <rect x="770" y="380" width="100" height="110" rx="14" fill="url(#dark)"/>
    <path d="M700 300 Q820 250 940 300 L930 400 L710 400 Z" fill="url(#amber)"/>
    <rect x="560" y="312" width="180" height="56" rx="28" fill="url(#amberSide)"/><rect x="930" y="300" width="140" height="48" rx="24" fill="#0f172a"/>
  </g>`, 800);

/** A door with a dent, the reflection lines bent around it, and a paintless-dent-repair rod with an amber grip. */
export const deuk = svg(`
  <rect x="140" y="150" width="920" height="520" rx="36" fill="url(#paintSide)" filter="url(#shadow)"/>
  <rect x="140" y="150" width="920" height="520" rx="36" fill="url(#paint)" opacity=".55"/>
  <rect x="840" y="330" width="120" height="26" rx="13" fill="#cbd5e1"/>
  ${[240, 300, 360, 420, 480, 540].map((y) => {
    const d = Math.max(0, 90 - Math.abs(y - 400) * 0.6);
    return `<path d="M160 ${y} L430 ${y} Q540 ${y + d} 650 ${y} L1040 ${y}" stroke="#ffffff" stroke-width="7" fill="none" opacity=".55"/>`;
  }).join('')}
  <ellipse cx="540" cy="410" rx="130" ry="95" fill="#081a4a" opacity=".75" filter="url(#soft)"/><ellipse cx="560" cy="430" rx="70" ry="45" fill="#93c5fd" opacity=".35" filter="url(#soft)"/>
  <ellipse cx="540" cy="410" rx="130" ry="95" fill="none" stroke="url(#amber)" stroke-width="8" stroke-dasharray="22 14"/>
  <g filter="url(#shadow)">
    <path d="M540 430 L820 760" stroke="url(#steelSide)" stroke-width="18" stroke-linecap="round"/>
    <rect x="790" y="700" width="60" height="150" rx="22" fill="url(#amberSide)" transform="rotate(-40 820 760)"/>
  </g>
  <path d="M540 330 L540 300 M470 350 L450 330 M610 350 L630 330" stroke="#fcd34d" stroke-width="8" stroke-linecap="round"/>`, 740);

/** A spray gun, amber, sending a cone of paint onto a panel half painted. */
export const spuiten = svg(`
  <path d="M640 140 L1140 120 L1140 660 L640 640 Z" fill="#94a3b8" filter="url(#shadow)"/>
  <path d="M640 140 L1140 120 L1140 660 L640 640 Z" fill="#cbd5e1"/>
  <path d="M640 140 L900 130 Q860 390 900 650 L640 640 Z" fill="url(#paintSide)"/>
  <path d="M900 130 Q860 390 900 650" stroke="#93c5fd" stroke-width="10" fill="none" opacity=".6" filter="url(#soft)"/>
  <path d="M420 380 L880 210 L880 570 Z" fill="#93c5fd" opacity=".35" filter="url(#soft)"/>
  ${[[560, 330], [620, 400], [700, 300], [760, 460], [820, 360], [680, 520], [800, 250]].map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${6 + (i % 3) * 3}" fill="#bfdbfe" opacity=".7"/>`).join('')}
  <g filter="url(#shadow)">
    <path d="M150 330 L400 330 Q430 330 430 360 L430 400 Q430 420 410 420 L150 420 Z" fill="url(#amber)"/>
    <rect x="420" y="355" width="50" height="40" rx="8" fill="url(#steel)"/>
    <path d="M190 420 L250 420 L270 640 Q270 660 250 660 L215 660 Q195 660 195 640 Z" fill="url(#dark)"/>
    <path d="M290 430 Q330 470 300 520" stroke="url(#steelSide)" stroke-width="14" fill="none" stroke-linecap="round"/>
    <path d="M230 330 L200 210 L320 210 L300 330 Z" fill="url(#steelSide)"/><rect x="190" y="180" width="140" height="40" rx="12" fill="url(#steel)"/>
  </g>`, 700);

/** A bonnet seen close, a stone flying at it, chips in the paint and a touch-up pen with an amber cap. */
export const steenslag = svg(`
  <path d="M0 420 Q600 330 1200 420 L1200 800 L0 800 Z" fill="url(#paint)" filter="url(#shadow)"/>
  <path d="M0 440 Q600 352 1200 440" stroke="#bfdbfe" stroke-width="8" fill="none" opacity=".5"/>
  ${[[380, 560, 10], [470, 610, 7], [560, 540, 12], [640, 650, 8], [300, 650, 6], [720, 580, 9]].map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r + 8}" fill="#0b1f5c" opacity=".6"/><circle cx="${x}" cy="${y}" r="${r}" fill="#e2e8f0"/>`).join('')}
  <g transform="translate(330 230)">
    ${[0, 1, 2].map((i) => `<path d="M${-200 + i * 10} ${-60 + i * 40} L${-40} ${-10 + i * 16}" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="${0.5 - i * 0.12}"/>`).join('')}
    <path d="M-30 -30 L30 -44 L60 0 L40 40 L-20 44 L-50 10 Z" fill="url(#steel)" filter="url(#shadow)"/>
  </g>
  <g transform="translate(900 470) rotate(-35)" filter="url(#shadow)">
    <rect x="-34" y="-220" width="68" height="300" rx="20" fill="url(#dark)"/>
    <rect x="-34" y="-290" width="68" height="96" rx="20" fill="url(#amberSide)"/>
    <path d="M-20 80 L20 80 L8 140 L-8 140 Z" fill="url(#steel)"/>
  </g>`, 800);

/** A car after a collision: crumpled front, the bumper hanging, a warning triangle in amber on the floor. */
export const aanrijding = svg(`
  ${carSide({
    x: 20,
    y: 650,
    scale: 0.98,
    front: `<path d="M905 -206 L940 -196 L905 -170 L968 -150 L930 -128 L978 -100 L944 -60 L880 -50 L870 -120 Z" fill="#1e3a8a"/>
      <path d="M905 -206 L940 -196 L905 -170 L968 -150 L930 -128 L978 -100" stroke="#93c5fd" stroke-width="5" fill="none" stroke-linejoin="round"/>
      <path d="M880 -70 L1010 -40 L1000 -10 L870 -40 Z" fill="#1d4ed8" stroke="#0f172a" stroke-width="4"/>`,
  })}
  <g transform="translate(1100 650) scale(.8)" filter="url(#shadow)">
    <path d="M0 -150 L86 0 L-86 0 Z" fill="url(#amber)"/><path d="M0 -108 L52 -18 L-52 -18 Z" fill="#1e3a8a"/>
    <rect x="-6" y="-84" width="12" height="40" rx="6" fill="#fcd34d"/><circle cx="0" cy="-32" r="7" fill="#fcd34d"/>
  </g>
  ${[0, 1, 2].map((i) => `<path d="M${1010 + i * 34} ${300 + i * 26} l18 -18" stroke="#fcd34d" stroke-width="8" stroke-linecap="round"/>`).join('')}`, 640);

