// Flat, stylised toy drawings on an 800×800 canvas, one per kind, centred around (400, 420).
// Plain SVG shapes only (no text, no external fonts), so librsvg inside sharp renders them identically everywhere.
import type { ToyKind } from './image-pool';
import type { Palette } from './palettes';

const OUTLINE = 'stroke-linejoin="round" stroke-linecap="round"';

function doll(p: Palette): string {
  return `
  <path d="M298 262 Q296 148 400 146 Q504 148 502 262 L522 430 Q400 462 278 430 Z" fill="${p.hair}"/>
  <rect x="366" y="540" width="26" height="112" rx="13" fill="${p.skin}"/>
  <rect x="408" y="540" width="26" height="112" rx="13" fill="${p.skin}"/>
  <ellipse cx="377" cy="656" rx="26" ry="13" fill="${p.main}"/>
  <ellipse cx="423" cy="656" rx="26" ry="13" fill="${p.main}"/>
  <path d="M362 350 L312 472" stroke="${p.skin}" stroke-width="24" ${OUTLINE}/>
  <path d="M438 350 L488 472" stroke="${p.skin}" stroke-width="24" ${OUTLINE}/>
  <rect x="388" y="298" width="24" height="40" fill="${p.skin}"/>
  <path d="M356 336 Q400 322 444 336 L452 418 L348 418 Z" fill="${p.main}"/>
  <path d="M350 410 L282 566 Q400 604 518 566 L450 410 Z" fill="${p.main}"/>
  <path d="M350 410 L282 566 Q400 604 518 566 L450 410 Z" fill="${p.light}" opacity="0.12"/>
  <circle cx="340" cy="520" r="8" fill="${p.light}" opacity="0.8"/><circle cx="400" cy="540" r="8" fill="${p.light}" opacity="0.8"/>
  <circle cx="460" cy="520" r="8" fill="${p.light}" opacity="0.8"/><circle cx="370" cy="470" r="7" fill="${p.light}" opacity="0.8"/>
  <circle cx="430" cy="470" r="7" fill="${p.light}" opacity="0.8"/><circle cx="310" cy="560" r="7" fill="${p.light}" opacity="0.8"/>
  <circle cx="490" cy="560" r="7" fill="${p.light}" opacity="0.8"/>
  <rect x="346" y="404" width="108" height="18" rx="9" fill="${p.accent}"/>
  <circle cx="400" cy="254" r="72" fill="${p.skin}"/>
  <path d="M328 252 Q336 172 400 174 Q466 172 474 252 Q446 210 400 218 Q358 210 328 252 Z" fill="${p.hair}"/>
  <ellipse cx="374" cy="262" rx="10" ry="13" fill="${p.dark}"/><ellipse cx="426" cy="262" rx="10" ry="13" fill="${p.dark}"/>
  <circle cx="378" cy="257" r="4" fill="#fff"/><circle cx="430" cy="257" r="4" fill="#fff"/>
  <circle cx="356" cy="288" r="11" fill="#FF8A80" opacity="0.5"/><circle cx="444" cy="288" r="11" fill="#FF8A80" opacity="0.5"/>
  <path d="M386 294 Q400 307 414 294" stroke="#D81B60" stroke-width="5" fill="none" ${OUTLINE}/>
  <path d="M452 180 L488 160 L484 204 Z M452 180 L420 154 L418 198 Z" fill="${p.accent}"/>
  <circle cx="452" cy="180" r="11" fill="${p.accent}"/>`;
}

function baby(p: Palette): string {
  return `
  <ellipse cx="318" cy="470" rx="34" ry="56" transform="rotate(30 318 470)" fill="${p.main}"/>
  <ellipse cx="482" cy="470" rx="34" ry="56" transform="rotate(-30 482 470)" fill="${p.main}"/>
  <circle cx="300" cy="508" r="24" fill="${p.skin}"/><circle cx="500" cy="508" r="24" fill="${p.skin}"/>
  <ellipse cx="400" cy="500" rx="118" ry="128" fill="${p.main}"/>
  <ellipse cx="400" cy="520" rx="70" ry="80" fill="${p.light}" opacity="0.25"/>
  <circle cx="360" cy="470" r="9" fill="${p.light}" opacity="0.7"/><circle cx="430" cy="520" r="9" fill="${p.light}" opacity="0.7"/>
  <circle cx="380" cy="570" r="9" fill="${p.light}" opacity="0.7"/><circle cx="440" cy="450" r="9" fill="${p.light}" opacity="0.7"/>
  <ellipse cx="344" cy="624" rx="44" ry="34" fill="${p.main}"/><ellipse cx="456" cy="624" rx="44" ry="34" fill="${p.main}"/>
  <ellipse cx="334" cy="640" rx="26" ry="18" fill="${p.skin}"/><ellipse cx="466" cy="640" rx="26" ry="18" fill="${p.skin}"/>
  <circle cx="400" cy="282" r="100" fill="${p.skin}"/>
  <path d="M296 290 Q290 168 400 164 Q510 168 504 290 Q500 250 470 228 Q400 196 330 228 Q300 250 296 290 Z" fill="${p.accent}"/>
  <circle cx="400" cy="160" r="20" fill="${p.third}"/>
  <path d="M300 282 Q290 330 320 352" stroke="${p.accent}" stroke-width="14" fill="none" ${OUTLINE}/>
  <path d="M500 282 Q510 330 480 352" stroke="${p.accent}" stroke-width="14" fill="none" ${OUTLINE}/>
  <path d="M358 282 Q370 270 382 282" stroke="${p.dark}" stroke-width="6" fill="none" ${OUTLINE}/>
  <path d="M418 282 Q430 270 442 282" stroke="${p.dark}" stroke-width="6" fill="none" ${OUTLINE}/>
  <circle cx="346" cy="318" r="14" fill="#FF8A80" opacity="0.45"/><circle cx="454" cy="318" r="14" fill="#FF8A80" opacity="0.45"/>
  <ellipse cx="400" cy="330" rx="26" ry="18" fill="${p.third}"/>
  <circle cx="400" cy="330" r="9" fill="${p.light}"/>
  <path d="M386 346 A16 16 0 1 0 414 346" stroke="${p.third}" stroke-width="6" fill="none"/>`;
}

function bear(p: Palette): string {
  return `
  <circle cx="316" cy="198" r="48" fill="${p.fur}"/><circle cx="484" cy="198" r="48" fill="${p.fur}"/>
  <circle cx="316" cy="198" r="26" fill="${p.furLight}"/><circle cx="484" cy="198" r="26" fill="${p.furLight}"/>
  <ellipse cx="284" cy="470" rx="44" ry="78" transform="rotate(28 284 470)" fill="${p.fur}"/>
  <ellipse cx="516" cy="470" rx="44" ry="78" transform="rotate(-28 516 470)" fill="${p.fur}"/>
  <ellipse cx="400" cy="500" rx="130" ry="140" fill="${p.fur}"/>
  <ellipse cx="400" cy="520" rx="80" ry="92" fill="${p.furLight}"/>
  <ellipse cx="326" cy="628" rx="62" ry="50" fill="${p.fur}"/><ellipse cx="474" cy="628" rx="62" ry="50" fill="${p.fur}"/>
  <ellipse cx="326" cy="636" rx="34" ry="28" fill="${p.furLight}"/><ellipse cx="474" cy="636" rx="34" ry="28" fill="${p.furLight}"/>
  <circle cx="400" cy="280" r="112" fill="${p.fur}"/>
  <ellipse cx="400" cy="318" rx="56" ry="44" fill="${p.furLight}"/>
  <ellipse cx="400" cy="298" rx="20" ry="14" fill="${p.dark}"/>
  <path d="M400 312 L400 330 M380 338 Q400 352 420 338" stroke="${p.dark}" stroke-width="5" fill="none" ${OUTLINE}/>
  <circle cx="356" cy="256" r="12" fill="${p.dark}"/><circle cx="444" cy="256" r="12" fill="${p.dark}"/>
  <circle cx="360" cy="251" r="4" fill="#fff"/><circle cx="448" cy="251" r="4" fill="#fff"/>
  <path d="M400 396 L344 370 L344 422 Z M400 396 L456 370 L456 422 Z" fill="${p.main}"/>
  <circle cx="400" cy="396" r="14" fill="${p.main}"/>`;
}

function brick(x: number, y: number, w: number, h: number, color: string, studs: number): string {
  let s = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${color}"/>`;
  s += `<rect x="${x}" y="${y + h - 18}" width="${w}" height="18" rx="8" fill="#000" opacity="0.12"/>`;
  const step = w / studs;
  for (let i = 0; i < studs; i++) {
    const cx = x + step * (i + 0.5);
    s += `<rect x="${cx - 22}" y="${y - 20}" width="44" height="24" rx="6" fill="${color}"/>`;
    s += `<rect x="${cx - 22}" y="${y - 8}" width="44" height="12" rx="4" fill="#000" opacity="0.1"/>`;
  }
  return s;
}

function blocks(p: Palette): string {
  return (
    brick(200, 520, 320, 120, p.main, 4) +
    brick(260, 400, 240, 120, p.accent, 3) +
    brick(300, 280, 160, 120, p.third, 2) +
    brick(540, 560, 100, 80, p.third, 1) +
    `<rect x="546" y="440" width="88" height="88" rx="12" fill="${p.light}" stroke="${p.main}" stroke-width="8"/>
     <circle cx="590" cy="484" r="22" fill="${p.accent}"/>`
  );
}

function car(p: Palette): string {
  return `
  <path d="M280 420 L330 318 Q340 300 362 300 L478 300 Q500 300 512 318 L560 420 Z" fill="${p.main}"/>
  <path d="M302 414 L342 332 Q346 324 356 324 L410 324 L410 414 Z" fill="#BEE3F8"/>
  <path d="M428 414 L428 324 L482 324 Q492 324 498 332 L538 414 Z" fill="#BEE3F8"/>
  <rect x="190" y="404" width="430" height="130" rx="46" fill="${p.main}"/>
  <rect x="190" y="452" width="430" height="22" fill="${p.accent}"/>
  <rect x="190" y="500" width="430" height="34" rx="17" fill="#000" opacity="0.12"/>
  <ellipse cx="606" cy="438" rx="16" ry="20" fill="${p.third === '#EF5350' ? '#FFF59D' : p.accent}"/>
  <rect x="190" y="430" width="20" height="30" rx="6" fill="#E53935"/>
  <rect x="404" y="430" width="40" height="10" rx="5" fill="${p.dark}" opacity="0.5"/>
  <circle cx="300" cy="538" r="60" fill="${p.dark}"/><circle cx="520" cy="538" r="60" fill="${p.dark}"/>
  <circle cx="300" cy="538" r="30" fill="#CFD8DC"/><circle cx="520" cy="538" r="30" fill="#CFD8DC"/>
  <circle cx="300" cy="538" r="11" fill="${p.accent}"/><circle cx="520" cy="538" r="11" fill="${p.accent}"/>`;
}

function die(x: number, y: number, angle: number, dots: [number, number][], p: Palette): string {
  const pips = dots.map(([dx, dy]) => `<circle cx="${x + dx}" cy="${y + dy}" r="9" fill="${p.dark}"/>`).join('');
  return `<g transform="rotate(${angle} ${x + 45} ${y + 45})"><rect x="${x}" y="${y}" width="90" height="90" rx="16" fill="#fff" stroke="${p.dark}" stroke-opacity="0.15" stroke-width="4"/>${pips}</g>`;
}

function game(p: Palette): string {
  const colors = [p.main, p.accent, p.third, p.light];
  let cells = '';
  let i = 0;
  for (let c = 0; c < 7; c++) {
    for (const [cx, cy] of [
      [236 + c * 48, 236],
      [236 + c * 48, 524],
    ])
      cells += `<rect x="${cx}" y="${cy}" width="44" height="44" rx="6" fill="${colors[i++ % 4]}"/>`;
  }
  for (let r = 1; r < 6; r++) {
    for (const cx of [236, 524])
      cells += `<rect x="${cx}" y="${236 + r * 48}" width="44" height="44" rx="6" fill="${colors[i++ % 4]}"/>`;
  }
  return `
  <rect x="212" y="212" width="380" height="380" rx="24" fill="${p.light}" stroke="${p.main}" stroke-width="12"/>
  ${cells}
  <circle cx="402" cy="402" r="66" fill="${p.accent}" opacity="0.35"/>
  <path d="M402 352 L416 388 L454 390 L424 414 L434 452 L402 430 L370 452 L380 414 L350 390 L388 388 Z" fill="${p.accent}"/>
  ${die(
    250,
    600,
    -12,
    [
      [24, 24],
      [66, 66],
      [45, 45],
    ],
    p,
  )}
  ${die(
    370,
    612,
    10,
    [
      [24, 24],
      [66, 24],
      [24, 66],
      [66, 66],
    ],
    p,
  )}
  <ellipse cx="560" cy="672" rx="40" ry="12" fill="#000" opacity="0.12"/>
  <path d="M530 668 Q560 600 560 588 Q560 600 590 668 Z" fill="${p.third}"/>
  <circle cx="560" cy="584" r="24" fill="${p.third}"/>`;
}

function pyramid(p: Palette): string {
  const colors = [p.main, p.accent, p.third, p.main, p.accent];
  let rings = '';
  for (let i = 0; i < 5; i++) {
    const w = 280 - i * 44;
    const y = 560 - i * 64;
    rings += `<rect x="${400 - w / 2}" y="${y}" width="${w}" height="60" rx="30" fill="${colors[i]}"/>`;
    rings += `<rect x="${400 - w / 2 + 14}" y="${y + 8}" width="${w - 28}" height="12" rx="6" fill="#fff" opacity="0.35"/>`;
  }
  return `
  <rect x="388" y="250" width="24" height="360" rx="10" fill="#C8A27A"/>
  <rect x="240" y="616" width="320" height="40" rx="16" fill="#C8A27A"/>
  <rect x="240" y="640" width="320" height="16" rx="8" fill="#000" opacity="0.12"/>
  ${rings}
  <circle cx="400" cy="238" r="42" fill="${p.third}"/>
  <circle cx="388" cy="224" r="12" fill="#fff" opacity="0.5"/>`;
}

function house(p: Palette): string {
  return `
  <rect x="480" y="196" width="44" height="110" fill="${p.dark}" opacity="0.8"/>
  <rect x="250" y="360" width="300" height="290" rx="6" fill="#FFF8E7"/>
  <path d="M206 380 L400 206 L594 380 Z" fill="${p.main}" stroke="${p.main}" stroke-width="20" ${OUTLINE}/>
  <circle cx="400" cy="306" r="34" fill="#BEE3F8" stroke="${p.light}" stroke-width="8"/>
  <rect x="280" y="410" width="90" height="90" rx="8" fill="#BEE3F8" stroke="${p.third}" stroke-width="10"/>
  <path d="M325 410 V500 M280 455 H370" stroke="${p.third}" stroke-width="8"/>
  <rect x="430" y="410" width="90" height="90" rx="8" fill="#BEE3F8" stroke="${p.third}" stroke-width="10"/>
  <path d="M475 410 V500 M430 455 H520" stroke="${p.third}" stroke-width="8"/>
  <path d="M360 650 V560 Q400 520 440 560 V650 Z" fill="${p.accent}"/>
  <circle cx="424" cy="600" r="7" fill="${p.dark}"/>
  <rect x="272" y="512" width="106" height="22" rx="8" fill="${p.accent}"/>
  <circle cx="294" cy="508" r="12" fill="${p.main}"/><circle cx="326" cy="504" r="12" fill="${p.third}"/><circle cx="356" cy="508" r="12" fill="${p.main}"/>
  <rect x="230" y="646" width="340" height="16" rx="8" fill="#8D6E63"/>`;
}

function dress(p: Palette): string {
  let frill = '';
  for (let i = 0; i < 9; i++) frill += `<circle cx="${236 + i * 41}" cy="632" r="24" fill="${p.light}"/>`;
  return `
  <path d="M400 150 Q400 120 424 124 Q446 130 440 152 Q436 168 400 184" stroke="${p.dark}" stroke-width="8" fill="none" ${OUTLINE}/>
  <path d="M400 184 L250 260 L550 260 Z" stroke="${p.dark}" stroke-width="10" fill="none" ${OUTLINE}/>
  <path d="M330 256 L346 330 M470 256 L454 330" stroke="${p.main}" stroke-width="18" ${OUTLINE}/>
  ${frill}
  <path d="M340 320 Q400 350 460 320 L476 420 L324 420 Z" fill="${p.main}"/>
  <path d="M324 414 L226 626 Q400 676 574 626 L476 414 Z" fill="${p.main}"/>
  <path d="M400 420 L360 640 M400 420 L440 640 M400 420 L300 620 M400 420 L500 620" stroke="#000" stroke-opacity="0.08" stroke-width="6"/>
  <circle cx="300" cy="560" r="10" fill="${p.light}" opacity="0.85"/><circle cx="400" cy="580" r="10" fill="${p.light}" opacity="0.85"/>
  <circle cx="500" cy="560" r="10" fill="${p.light}" opacity="0.85"/><circle cx="350" cy="490" r="9" fill="${p.light}" opacity="0.85"/>
  <circle cx="450" cy="490" r="9" fill="${p.light}" opacity="0.85"/>
  <rect x="318" y="404" width="164" height="24" rx="12" fill="${p.accent}"/>
  <path d="M400 416 L360 390 L360 442 Z M400 416 L440 390 L440 442 Z" fill="${p.accent}"/>
  <circle cx="400" cy="416" r="14" fill="${p.third}"/>`;
}

function pencil(x: number, y: number, angle: number, color: string): string {
  return `<g transform="rotate(${angle} ${x} ${y})">
    <rect x="${x - 18}" y="${y}" width="36" height="230" rx="6" fill="${color}"/>
    <rect x="${x - 6}" y="${y}" width="12" height="230" fill="#fff" opacity="0.25"/>
    <path d="M${x - 18} ${y} L${x} ${y - 56} L${x + 18} ${y} Z" fill="#F3D9B1"/>
    <path d="M${x - 6} ${y - 37} L${x} ${y - 56} L${x + 6} ${y - 37} Z" fill="${color}"/>
    <rect x="${x - 18}" y="${y + 214}" width="36" height="22" rx="4" fill="#F48FB1"/></g>`;
}

function art(p: Palette): string {
  return `
  <path d="M250 300 Q260 200 400 196 Q560 196 580 320 Q596 420 500 440 Q450 450 456 500 Q462 560 380 566 Q250 570 224 450 Q212 370 250 300 Z" fill="#F3D9B1"/>
  <ellipse cx="420" cy="470" rx="30" ry="24" fill="${p.bg[1]}"/>
  <circle cx="320" cy="300" r="34" fill="${p.main}"/>
  <circle cx="410" cy="260" r="34" fill="${p.accent}"/>
  <circle cx="500" cy="300" r="34" fill="${p.third}"/>
  <circle cx="300" cy="410" r="32" fill="${p.dark}" opacity="0.85"/>
  <circle cx="340" cy="498" r="30" fill="#66BB6A"/>
  ${pencil(560, 470, 18, p.main)}
  ${pencil(610, 440, 28, p.third)}
  <g transform="rotate(-38 470 430)">
    <rect x="458" y="430" width="24" height="250" rx="10" fill="${p.dark}"/>
    <rect x="454" y="400" width="32" height="40" rx="4" fill="#B0BEC5"/>
    <path d="M454 402 Q470 320 486 402 Z" fill="${p.accent}"/>
  </g>`;
}

function rattle(p: Palette): string {
  return `
  <rect x="382" y="420" width="36" height="200" rx="18" fill="${p.accent}"/>
  <rect x="370" y="430" width="60" height="26" rx="13" fill="${p.third}"/>
  <circle cx="400" cy="660" r="48" fill="none" stroke="${p.main}" stroke-width="22"/>
  <circle cx="400" cy="310" r="122" fill="${p.main}"/>
  <path d="M284 280 Q400 330 516 280 L520 330 Q400 380 280 330 Z" fill="${p.light}" opacity="0.9"/>
  <circle cx="316" cy="308" r="14" fill="${p.third}"/><circle cx="358" cy="326" r="14" fill="${p.accent}"/>
  <circle cx="400" cy="332" r="14" fill="${p.third}"/><circle cx="442" cy="326" r="14" fill="${p.accent}"/>
  <circle cx="484" cy="308" r="14" fill="${p.third}"/>
  <path d="M400 212 L414 240 L446 244 L422 264 L430 296 L400 278 L370 296 L378 264 L354 244 L386 240 Z" fill="${p.accent}" transform="translate(0 -10)"/>
  <circle cx="356" cy="226" r="22" fill="#fff" opacity="0.35"/>`;
}

function ball(p: Palette): string {
  // A beach ball seen from the side: gores are nested ellipses (their edges at sin 15°, 45°, 75° of the radius).
  return `
  <defs><clipPath id="ballclip"><circle cx="400" cy="410" r="210"/></clipPath></defs>
  <g transform="rotate(-24 400 410)">
    <circle cx="400" cy="410" r="210" fill="${p.third}"/>
    <ellipse cx="400" cy="410" rx="203" ry="210" fill="${p.main}"/>
    <ellipse cx="400" cy="410" rx="149" ry="210" fill="${p.light}"/>
    <ellipse cx="400" cy="410" rx="55" ry="210" fill="${p.accent}"/>
    <g clip-path="url(#ballclip)"><circle cx="480" cy="500" r="220" fill="#000" opacity="0.07"/></g>
    <ellipse cx="400" cy="208" rx="34" ry="12" fill="${p.light}" stroke="${p.dark}" stroke-opacity="0.15" stroke-width="3"/>
  </g>
  <ellipse cx="318" cy="318" rx="50" ry="28" transform="rotate(-40 318 318)" fill="#fff" opacity="0.5"/>`;
}

function puzzle(p: Palette): string {
  // Four pieces; each knob is a circle of one piece reaching into its neighbour.
  const s = 170;
  const x0 = 230;
  const y0 = 240;
  const c = [p.main, p.accent, p.third, p.main === '#8E24AA' ? '#81C784' : '#9575CD'];
  return `
  <g transform="rotate(-4 400 410)">
  <rect x="${x0}" y="${y0}" width="${s}" height="${s}" rx="10" fill="${c[0]}"/>
  <rect x="${x0 + s}" y="${y0}" width="${s}" height="${s}" rx="10" fill="${c[1]}"/>
  <rect x="${x0}" y="${y0 + s}" width="${s}" height="${s}" rx="10" fill="${c[2]}"/>
  <circle cx="${x0 + s + 12}" cy="${y0 + s / 2}" r="30" fill="${c[0]}"/>
  <circle cx="${x0 + s / 2}" cy="${y0 + s - 12}" r="30" fill="${c[2]}"/>
  <circle cx="${x0 + s / 2}" cy="${y0 - 12}" r="30" fill="${c[0]}"/>
  <circle cx="${x0 + 2 * s + 12}" cy="${y0 + s / 2}" r="30" fill="${c[1]}"/>
  <circle cx="${x0 - 12}" cy="${y0 + s + s / 2}" r="30" fill="${c[2]}"/>
  <path d="M${x0 + s} ${y0} V${y0 + s} M${x0} ${y0 + s} H${x0 + s}" stroke="#fff" stroke-opacity="0.6" stroke-width="4"/>
  </g>
  <g transform="translate(36 30) rotate(12 485 495)">
  <rect x="${x0 + s}" y="${y0 + s}" width="${s}" height="${s}" rx="10" fill="${c[3]}"/>
  <circle cx="${x0 + s - 12}" cy="${y0 + s + s / 2}" r="30" fill="${c[3]}"/>
  <circle cx="${x0 + s + s / 2}" cy="${y0 + s - 12}" r="30" fill="${c[3]}"/>
  </g>
  <circle cx="300" cy="310" r="16" fill="#fff" opacity="0.4"/>`;
}

function robot(p: Palette): string {
  return `
  <path d="M400 190 V140" stroke="${p.dark}" stroke-width="8" ${OUTLINE}/>
  <circle cx="400" cy="132" r="18" fill="${p.accent}"/>
  <rect x="300" y="186" width="200" height="150" rx="28" fill="${p.main}"/>
  <rect x="282" y="236" width="22" height="50" rx="8" fill="${p.third}"/><rect x="496" y="236" width="22" height="50" rx="8" fill="${p.third}"/>
  <circle cx="356" cy="252" r="30" fill="${p.light}"/><circle cx="444" cy="252" r="30" fill="${p.light}"/>
  <circle cx="360" cy="256" r="14" fill="${p.dark}"/><circle cx="448" cy="256" r="14" fill="${p.dark}"/>
  <rect x="356" y="296" width="88" height="22" rx="8" fill="${p.dark}" opacity="0.8"/>
  <path d="M378 296 V318 M400 296 V318 M422 296 V318" stroke="${p.light}" stroke-width="4"/>
  <rect x="376" y="336" width="48" height="24" fill="${p.dark}" opacity="0.7"/>
  <rect x="240" y="380" width="44" height="150" rx="20" fill="${p.main}"/><rect x="516" y="380" width="44" height="150" rx="20" fill="${p.main}"/>
  <path d="M244 530 L236 566 M280 530 L288 566 M520 530 L512 566 M556 530 L564 566" stroke="${p.dark}" stroke-width="10" ${OUTLINE}/>
  <rect x="290" y="356" width="220" height="200" rx="26" fill="${p.third}"/>
  <rect x="330" y="392" width="140" height="100" rx="14" fill="${p.light}" opacity="0.9"/>
  <circle cx="366" cy="442" r="18" fill="${p.accent}"/><circle cx="416" cy="430" r="10" fill="${p.main}"/>
  <circle cx="444" cy="458" r="10" fill="${p.dark}"/><rect x="400" y="452" width="30" height="10" rx="5" fill="${p.main}"/>
  <rect x="330" y="556" width="50" height="90" rx="12" fill="${p.main}"/><rect x="420" y="556" width="50" height="90" rx="12" fill="${p.main}"/>
  <rect x="316" y="636" width="78" height="30" rx="12" fill="${p.dark}"/><rect x="406" y="636" width="78" height="30" rx="12" fill="${p.dark}"/>`;
}

export const TOY_ART: Record<ToyKind, (p: Palette) => string> = {
  doll,
  baby,
  bear,
  blocks,
  car,
  game,
  pyramid,
  house,
  dress,
  art,
  rattle,
  ball,
  puzzle,
  robot,
};
