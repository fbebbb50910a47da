// Composes a full picture: background, the toy drawing and a framing per view (variant).
// Deterministic: the same kind, palette and variant always give the same SVG text.
import { Rng, mixSeed } from '@/lib/demo/prng';
import { TOY_KINDS, type ToyKind } from './image-pool';
import { PALETTES, type Palette } from './palettes';
import { TOY_ART } from './toy-art';

export const IMAGE_SIZE = 800;

export function toySvg(kind: ToyKind, palette: number, variant: number): string {
  const p = PALETTES[palette];
  const toy = TOY_ART[kind](p);
  const rng = new Rng(mixSeed(TOY_KINDS.indexOf(kind) * 97 + palette, variant));
  let body: string;
  switch (variant) {
    case 2: // mirrored, tilted, on confetti
      body = `<rect width="800" height="800" fill="${p.bg[0]}"/>${confetti(rng, p)}${shadow()}
        <g transform="translate(800 0) scale(-1 1) rotate(-6 400 420)">${toy}</g>`;
      break;
    case 3: // close-up of the upper part
      body = `<rect width="800" height="800" fill="url(#bg)"/>${sparkles(rng, p)}
        <g transform="translate(400 420) scale(1.5) translate(-400 -360)">${toy}</g>`;
      break;
    case 4: // in a gift box with a window
      body = `<rect width="800" height="800" fill="${p.bg[0]}"/>${stripes(p)}${giftBox(p, toy)}`;
      break;
    default: // front view on a soft gradient
      body = `<rect width="800" height="800" fill="url(#bg)"/>${shadow()}<g>${toy}</g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 800 800">
<defs><radialGradient id="bg" cx="50%" cy="42%" r="70%"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></radialGradient></defs>
${body}
</svg>`;
}

function shadow(): string {
  return '<ellipse cx="400" cy="680" rx="230" ry="30" fill="#000" opacity="0.08"/>';
}

function confetti(rng: Rng, p: Palette): string {
  const colors = [p.main, p.accent, p.third];
  let out = '';
  for (let i = 0; i < 26; i++) {
    const x = rng.int(20, 780);
    const y = rng.int(20, 780);
    const color = rng.pick(colors);
    out += rng.chance(0.5)
      ? `<circle cx="${x}" cy="${y}" r="${rng.int(5, 11)}" fill="${color}" opacity="0.35"/>`
      : `<rect x="${x}" y="${y}" width="${rng.int(10, 22)}" height="8" rx="3" fill="${color}" opacity="0.35" transform="rotate(${rng.int(0, 180)} ${x} ${y})"/>`;
  }
  return out;
}

function sparkles(rng: Rng, p: Palette): string {
  let out = '';
  for (let i = 0; i < 8; i++) {
    const x = rng.int(40, 760);
    const y = rng.int(40, 260);
    const r = rng.int(10, 22);
    out += `<path d="M${x} ${y - r} L${x + r / 4} ${y - r / 4} L${x + r} ${y} L${x + r / 4} ${y + r / 4} L${x} ${y + r} L${x - r / 4} ${y + r / 4} L${x - r} ${y} L${x - r / 4} ${y - r / 4} Z" fill="${p.light}" opacity="0.8"/>`;
  }
  return out;
}

function stripes(p: Palette): string {
  let out = '';
  for (let i = -800; i < 800; i += 80) {
    out += `<path d="M${i} 800 L${i + 800} 0 L${i + 840} 0 L${i + 40} 800 Z" fill="${p.bg[1]}" opacity="0.55"/>`;
  }
  return out;
}

function giftBox(p: Palette, toy: string): string {
  return `
  <rect x="130" y="110" width="540" height="610" rx="24" fill="${p.main}"/>
  <rect x="176" y="170" width="448" height="500" rx="16" fill="${p.bg[0]}"/>
  <g transform="translate(400 430) scale(0.66) translate(-400 -410)">${toy}</g>
  <rect x="176" y="170" width="448" height="500" rx="16" fill="#fff" opacity="0.12"/>
  <path d="M196 190 L300 190 L196 320 Z" fill="#fff" opacity="0.3"/>
  <path d="M130 134 Q130 110 154 110 L646 110 Q670 110 670 134 L670 170 L130 170 Z" fill="${p.dark}" opacity="0.25"/>
  <rect x="130" y="670" width="540" height="50" rx="12" fill="${p.dark}" opacity="0.2"/>
  <path d="M400 110 L340 60 L330 120 Z M400 110 L460 60 L470 120 Z" fill="${p.accent}"/>
  <circle cx="400" cy="112" r="18" fill="${p.accent}"/>`;
}
