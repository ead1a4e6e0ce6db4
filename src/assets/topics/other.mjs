/** The topic illustrations beyond damage (make-topics.mjs): classic car, scooter, ozone treatment, APK inspection. */
import { carSide, svg, wheel } from './parts.mjs';

/** A whitewall wheel for the classic car. */
const whitewall = (cx, cy, r) => `${wheel(cx, cy, r)}<circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="none" stroke="#f8fafc" stroke-width="${r * 0.16}"/>`;

/** A classic car from the side, in amber with chrome, round fenders and headlamp: restoration. */
export const klassieker = svg(`
  <g transform="translate(110 640)" filter="url(#shadow)">
    <ellipse cx="500" cy="4" rx="470" ry="16" fill="#020617" opacity=".45"/>
    <path d="M60 -92 Q48 -176 150 -194 L305 -204 Q338 -306 450 -314 L600 -314 Q668 -304 700 -212 L905 -202 Q968 -194 970 -130 L964 -92 Z" fill="url(#amber)"/>
    <path d="M338 -208 Q362 -292 448 -298 L526 -298 L526 -208 Z" fill="url(#glass)"/><path d="M546 -298 L600 -298 Q654 -290 676 -208 L546 -208 Z" fill="url(#glass)"/>
    <path d="M96 -58 Q118 -196 234 -196 Q346 -196 370 -58 Z" fill="url(#amberSide)"/>
    <path d="M690 -58 Q714 -206 826 -206 Q938 -206 962 -58 Z" fill="url(#amberSide)"/>
    <path d="M536 -204 L536 -96 M90 -150 L960 -150" stroke="#92400e" stroke-opacity=".45" stroke-width="4" fill="none"/>
    <rect x="360" y="-80" width="340" height="16" rx="8" fill="url(#steel)"/>
    <rect x="940" y="-96" width="52" height="18" rx="9" fill="url(#steel)"/><rect x="20" y="-96" width="52" height="18" rx="9" fill="url(#steel)"/>
    <circle cx="908" cy="-176" r="28" fill="url(#steel)"/><circle cx="908" cy="-176" r="19" fill="#fef9c3"/>
    <rect x="470" y="-190" width="40" height="9" rx="4" fill="#f8fafc"/>
    ${whitewall(232, -62, 62)}${whitewall(826, -62, 62)}
  </g>`, 640);

/** A scooter from the side, its body panels in amber: spraying scooters and motorbikes. */
export const scooter = svg(`
  <g transform="translate(230 650)" filter="url(#shadow)">
    <ellipse cx="450" cy="4" rx="400" ry="14" fill="#020617" opacity=".45"/>
    <rect x="360" y="-132" width="290" height="30" rx="12" fill="url(#dark)"/>
    <path d="M120 -130 Q96 -318 310 -330 L440 -322 Q486 -270 474 -166 L420 -120 L140 -112 Z" fill="url(#amber)"/>
    <path d="M170 -330 Q300 -372 440 -336 L430 -312 L178 -310 Z" fill="url(#dark)"/>
    <path d="M612 -112 Q652 -320 664 -440 L716 -440 Q704 -270 704 -112 Z" fill="url(#amberSide)"/>
    <path d="M690 -440 L664 -548" stroke="url(#steelSide)" stroke-width="18" stroke-linecap="round"/>
    <rect x="590" y="-566" width="150" height="22" rx="11" fill="url(#dark)"/>
    <circle cx="708" cy="-514" r="30" fill="url(#steel)"/><circle cx="708" cy="-514" r="20" fill="#fef9c3"/>
    <path d="M620 -108 Q700 -210 790 -108 Z" fill="url(#amber)"/>
    <path d="M210 -220 Q300 -250 400 -222" stroke="#fef3c7" stroke-width="6" fill="none" opacity=".7"/>
    ${wheel(250, -82, 82)}${wheel(706, -82, 82)}
  </g>`, 650);

/** One ozone molecule: three linked spheres. */
const molecule = (x, y, s) => `<g transform="translate(${x} ${y}) scale(${s})" opacity=".9">
  <path d="M-26 14 L0 -16 L26 14" stroke="#fde68a" stroke-width="6" fill="none"/>
  <circle cx="-26" cy="14" r="15" fill="url(#amber)"/><circle cx="0" cy="-16" r="15" fill="url(#amber)"/><circle cx="26" cy="14" r="15" fill="url(#amber)"/>
</g>`;

/** A car seat and an ozone generator, fresh air curling over the seat: removing odours with ozone. */
export const ozon = svg(`
  <g filter="url(#shadow)">
    <path d="M560 640 L560 560 Q560 520 600 515 L880 500 Q930 500 930 550 L930 640 Z" fill="url(#dark)"/>
    <path d="M560 560 Q560 510 610 505 L880 492 Q930 492 930 540 L930 570 L560 580 Z" fill="url(#paint)"/>
    <path d="M580 520 L520 200 Q512 150 560 140 L660 126 Q706 122 712 170 L740 500 Z" fill="url(#paint)"/>
    <path d="M600 480 L552 210 Q548 176 580 170 L650 162 Q676 160 680 190 L712 470 Z" fill="#1e3a8a" opacity=".45"/>
    <rect x="540" y="40" width="150" height="80" rx="30" fill="url(#paint)" transform="rotate(-6 615 80)"/>
  </g>
  <g filter="url(#shadow)">
    <rect x="150" y="440" width="280" height="200" rx="24" fill="url(#white)"/>
    <path d="M210 440 L210 400 Q210 380 230 380 L350 380 Q370 380 370 400 L370 440" stroke="url(#dark)" stroke-width="18" fill="none"/>
    <rect x="180" y="470" width="150" height="80" rx="12" fill="#0f172a"/>
    <text x="255" y="527" font-family="sans-serif" font-size="46" font-weight="700" fill="#fcd34d" text-anchor="middle">O<tspan font-size="28" dy="10">3</tspan></text>
    <circle cx="380" cy="500" r="22" fill="url(#amber)"/><rect x="180" y="580" width="220" height="12" rx="6" fill="#94a3b8"/><rect x="180" y="604" width="160" height="12" rx="6" fill="#94a3b8"/>
  </g>
  ${[0, 1, 2].map((i) => `<path d="M${440 + i * 10} ${470 - i * 60} C ${560} ${360 - i * 80}, ${700} ${380 - i * 70}, ${820 + i * 60} ${250 - i * 50}" stroke="#ffffff" stroke-width="8" stroke-linecap="round" fill="none" opacity="${0.55 - i * 0.12}" stroke-dasharray="${i === 1 ? '2 22' : 'none'}"/>`).join('')}
  ${molecule(800, 330, 1.2)}${molecule(960, 200, 1)}${molecule(1040, 420, 0.8)}${molecule(470, 300, 0.7)}`, 640);

/** An inspection checklist on a clipboard, amber ticks, beside a car: the APK. */
export const apk = svg(`
  ${carSide({ x: 96, y: 660, scale: 0.64 })}
  <g transform="translate(720 120) rotate(4)" filter="url(#shadow)">
    <rect x="0" y="0" width="380" height="500" rx="26" fill="url(#dark)"/>
    <rect x="24" y="34" width="332" height="444" rx="12" fill="url(#white)"/>
    <rect x="120" y="-18" width="140" height="56" rx="14" fill="url(#steel)"/>
    <text x="190" y="112" font-family="sans-serif" font-size="52" font-weight="800" fill="#1e3a8a" text-anchor="middle">APK</text>
    ${[0, 1, 2, 3].map((i) => `<g transform="translate(60 ${160 + i * 74})">
      <rect width="44" height="44" rx="10" fill="${i < 3 ? 'url(#amber)' : '#e2e8f0'}" stroke="#cbd5e1" stroke-width="${i < 3 ? 0 : 3}"/>
      ${i < 3 ? '<path d="M10 23 L19 32 L35 13" stroke="#1e3a8a" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>' : ''}
      <rect x="66" y="8" width="${[190, 150, 200, 170][i]}" height="12" rx="6" fill="#94a3b8"/><rect x="66" y="28" width="${[120, 160, 100, 130][i]}" height="8" rx="4" fill="#cbd5e1"/>
    </g>`).join('')}
  </g>`, 660);
