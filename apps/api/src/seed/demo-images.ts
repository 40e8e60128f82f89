import sharp from 'sharp';
import type { PropertyType } from '@ghorbari/contracts';

/** Simple drawn scenes per kind of property, so demo listings look alive without stock photos. */
const SKIES = [
  ['#bfe3f5', '#e9f6fc'],
  ['#f8d9b0', '#fdf0dc'],
  ['#c9d8f0', '#eef3fb'],
] as const;
const WALLS = ['#e8dcc8', '#d4e4d0', '#f1e3e0', '#dfe3ea'] as const;

function building(kind: PropertyType, wall: string): string {
  const windows = (x: number, y: number, cols: number, rows: number, w = 34, h = 40, gap = 22) =>
    Array.from({ length: cols * rows }, (_, i) => {
      const cx = x + (i % cols) * (w + gap);
      const cy = y + Math.floor(i / cols) * (h + gap);
      return `<rect x="${cx}" y="${cy}" width="${w}" height="${h}" rx="3" fill="#7fa7c4" stroke="#5b7f99"
          stroke-width="2"/>`;
    }).join('');
  switch (kind) {
    case 'land':
      return `<rect x="0" y="430" width="960" height="290" fill="#9cc97a"/>
        ${Array.from(
          { length: 9 },
          (_, i) => `<rect x="${60 + i * 100}" y="470" width="8" height="70"
          fill="#8a6a44"/>`,
        ).join('')}
        <rect x="60" y="490" width="808" height="6" fill="#8a6a44"/>
        <circle cx="780" cy="380" r="60" fill="#4f8f3a"/>
        <rect x="772" y="420" width="16" height="70" fill="#6b4f2e"/>`;
    case 'factory':
    case 'warehouse':
      return `<rect x="160" y="300" width="640" height="260" fill="${wall}" stroke="#8c8c8c" stroke-width="4"/>
        <path d="M160 300 L320 220 L320 300 L480 220 L480 300 L640 220 L640 300 L800 220 L800 300 Z" fill="#9aa5b1"/>
        <rect x="680" y="120" width="50" height="180" fill="#8c8c8c"/>
        <rect x="420" y="440" width="120" height="120" fill="#6f7f8f"/>
        ${windows(200, 340, 3, 1, 60, 36)}`;
    case 'shop':
    case 'showroom':
    case 'restaurant':
    case 'commercial-office':
      return `<rect x="200" y="200" width="560" height="360" fill="${wall}" stroke="#8c8c8c" stroke-width="4"/>
        <rect x="200" y="200" width="560" height="40" fill="#006a4e"/>
        ${windows(240, 270, 8, 2, 40, 60, 22)}
        <rect x="240" y="440" width="480" height="120" fill="#a9cde0" stroke="#5b7f99" stroke-width="3"/>`;
    case 'home':
    case 'duplex-home':
      return `<rect x="260" y="330" width="440" height="230" fill="${wall}" stroke="#8c8c8c" stroke-width="4"/>
        <path d="M230 335 L480 190 L730 335 Z" fill="#b5523b"/>
        ${kind === 'duplex-home' ? windows(300, 360, 5, 2, 40, 36, 34) : windows(300, 380, 2, 1, 60, 60, 240)}
        <rect x="445" y="450" width="70" height="110" fill="#7a5230"/>`;
    default:
      return `<rect x="300" y="90" width="360" height="470" fill="${wall}" stroke="#8c8c8c" stroke-width="4"/>
        ${windows(330, 120, 5, 7, 40, 40, 22)}
        <rect x="445" y="500" width="70" height="60" fill="#6f7f8f"/>`;
  }
}

export function demoSceneSvg(kind: PropertyType, variant: number): string {
  const [top, bottom] = SKIES[variant % SKIES.length]!;
  const wall = WALLS[variant % WALLS.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720" viewBox="0 0 960 720">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>
  <stop offset="1" stop-color="${bottom}"/>
  </linearGradient></defs>
<rect width="960" height="720" fill="url(#sky)"/>
  <circle cx="${120 + variant * 40}" cy="110" r="46" fill="#ffd66b" opacity="0.9"/>
<rect x="0" y="560" width="960" height="160" fill="#7fb069"/>
  <rect x="0" y="600" width="960" height="50" fill="#9aa0a6"/>
${building(kind, wall)}</svg>`;
}

/** A JPEG of the scene, as a seller's upload would arrive. */
export const demoPhoto = (kind: PropertyType, variant: number): Promise<Buffer> =>
  sharp(Buffer.from(demoSceneSvg(kind, variant)))
    .jpeg({ quality: 82 })
    .toBuffer();
