import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { putPublicFile } from '../storage/public-files.ts';
import type { Storage } from '../storage/storage.ts';

/**
 * Drawn covers for the demo blog articles (issue 16): one simple scene per topic, drawn as SVG
 * and rendered by sharp to a card (640 wide) and a large (1280 wide) WebP. No lettering: the
 * renderer has no Bengali font to rely on. Re-encoding to WebP writes no EXIF.
 */
export type CoverScene = 'buying' | 'land-documents' | 'renting' | 'group-building' | 'interior' | 'news' | 'selling';

const W = 1280;
const H = 720;

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;

const sky = (top: string, bottom: string) => `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  ${rect(0, 0, W, H, 'url(#sky)')}`;

/** A block of flats: a body with rows of windows. */
const tower = (x: number, y: number, w: number, h: number, body: string, glass = '#cfe6f2') => {
  const cols = Math.max(2, Math.floor(w / 46));
  const rows = Math.max(2, Math.floor(h / 58));
  const gapX = w / cols;
  const windows: string[] = [];
  for (let r = 0; r < rows - 1; r++)
    for (let c = 0; c < cols; c++)
      windows.push(rect(x + c * gapX + gapX * 0.22, y + 24 + r * 58, gapX * 0.56, 30, glass, 'rx="3"'));
  const roof = rect(x - 6, y - 10, w + 12, 14, '#00000022', 'rx="3"');
  return `${rect(x, y, w, h, body, 'rx="4"')}${roof}${windows.join('')}`;
};

const tree = (x: number, y: number, size = 1) =>
  `${rect(x - 6 * size, y, 12 * size, 46 * size, '#7a5230')}
  <circle cx="${x}" cy="${y - 10 * size}" r="${34 * size}" fill="#4f8f3a"/>
  <circle cx="${x - 22 * size}" cy="${y + 8 * size}" r="${22 * size}" fill="#5fa548"/>`;

/** A key: a ring, a shaft and two teeth. */
const key = (x: number, y: number, colour: string, turn = 0) =>
  `<g transform="translate(${x} ${y}) rotate(${turn})">
  <circle cx="0" cy="0" r="58" fill="none" stroke="${colour}" stroke-width="24"/>
  ${rect(56, -12, 230, 24, colour, 'rx="6"')}
  ${rect(226, 12, 22, 46, colour, 'rx="4"')}${rect(262, 12, 22, 34, colour, 'rx="4"')}</g>`;

/** A sheet of paper with lines of "text" and an optional round seal. */
const sheet = (x: number, y: number, w: number, h: number, turn: number, seal?: string) => {
  const lines = Array.from({ length: Math.floor((h - 90) / 34) }, (_, i) =>
    rect(x + 40, y + 50 + i * 34, (i % 3 === 2 ? 0.6 : 0.85) * (w - 80), 10, '#c9c1b0', 'rx="5"'),
  ).join('');
  const stamp = seal
    ? `<circle cx="${x + w - 90}" cy="${y + h - 90}" r="52" fill="none" stroke="${seal}" stroke-width="10"/>
       <circle cx="${x + w - 90}" cy="${y + h - 90}" r="30" fill="${seal}" opacity="0.75"/>`
    : '';
  return `<g transform="rotate(${turn} ${x + w / 2} ${y + h / 2})">
  ${rect(x + 10, y + 12, w, h, '#00000022', 'rx="10"')}${rect(x, y, w, h, '#fffdf6', 'rx="10"')}${lines}${stamp}</g>`;
};

const ROUND = 'stroke-linecap="round" stroke-linejoin="round"';

const check = (x: number, y: number, colour: string) =>
  `<path d="M${x} ${y} l16 18 l30 -36" fill="none" stroke="${colour}" stroke-width="9" ${ROUND}/>`;

const coin = (x: number, y: number, rx: number, i: number) =>
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${rx * 0.3}" fill="${i % 2 ? '#e8c170' : '#d9a93f'}"
    stroke="#b5832a" stroke-width="4"/>`;

const PEOPLE = ['#c2543a', '#2f6f62', '#3c4f8f', '#b0306a'];

const SCENES: Record<CoverScene, () => string> = {
  /** A Dhaka skyline beside a clipboard of ticked items. */
  buying: () => `${sky('#bfe3f5', '#eef7fb')}<circle cx="1120" cy="120" r="60" fill="#ffd66b"/>
    ${tower(60, 250, 190, 400, '#d9c2a0')}${tower(270, 170, 170, 480, '#b9c7d6')}
    ${tower(460, 300, 220, 350, '#e7d3c1')}
    ${rect(0, 640, W, 80, '#7fb069')}${tree(720, 600)}
    ${rect(820, 150, 340, 470, '#8a6240', 'rx="18"')}${rect(845, 190, 290, 410, '#fffdf6', 'rx="8"')}
    ${rect(930, 130, 120, 50, '#5d4a3a', 'rx="12"')}
    ${[250, 350, 450, 540]
      .map(
        (y, i) =>
          `${rect(870, y - 24, 40, 40, '#ffffff', 'stroke="#2f6f62" stroke-width="5" rx="6"')}
          ${i < 3 ? check(876, y - 6, '#006a4e') : ''}${rect(930, y - 10, 170, 12, '#c9c1b0', 'rx="6"')}`,
      )
      .join('')}`,
  /** Deeds with a seal over a mouza map of numbered plots. */
  'land-documents': () => `${rect(0, 0, W, H, '#efe6d8')}
    <g opacity="0.55" stroke="#a9794f" stroke-width="4">
    ${Array.from({ length: 8 }, (_, i) => `<line x1="${i * 170}" y1="0" x2="${i * 170 + 120}" y2="${H}"/>`).join('')}
    ${Array.from({ length: 5 }, (_, i) => `<line x1="0" y1="${i * 160 + 60}" x2="${W}" y2="${i * 160 + 10}"/>`).join(
      '',
    )}
    </g>
    ${rect(880, 90, 260, 170, '#7fb06988', 'stroke="#2f6f62" stroke-width="6" stroke-dasharray="18 10"')}
    ${sheet(150, 110, 420, 540, -7)}${sheet(420, 90, 440, 560, 5, '#b0306a')}
    <g transform="translate(960 420) rotate(-30)">${rect(-22, -120, 44, 170, '#5d4a3a', 'rx="8"')}
    ${rect(-70, 50, 140, 60, '#3c4f8f', 'rx="12"')}</g>`,
  /** A front door, a key and a hanging tag. */
  renting: () => `${rect(0, 0, W, H, '#f3e1e4')}${rect(0, 600, W, 120, '#a9794f')}
    ${rect(360, 80, 420, 540, '#ffffff', 'rx="10"')}${rect(400, 120, 340, 500, '#2f6f62', 'rx="8"')}
    ${rect(440, 160, 120, 180, '#3d8577', 'rx="6"')}${rect(580, 160, 120, 180, '#3d8577', 'rx="6"')}
    ${rect(440, 380, 120, 200, '#3d8577', 'rx="6"')}${rect(580, 380, 120, 200, '#3d8577', 'rx="6"')}
    <circle cx="700" cy="370" r="16" fill="#e8c170"/>
    ${rect(120, 260, 160, 200, '#bfe3f5', 'stroke="#fff" stroke-width="12"')}
    ${tree(1180, 540, 1.3)}${key(860, 250, '#e8a33d', 25)}
    <line x1="1000" y1="330" x2="1040" y2="420" stroke="#8a6240" stroke-width="5"/>
    ${rect(990, 410, 120, 150, '#fffdf6', 'rx="14" transform="rotate(-12 1050 480)"')}`,
  /** A building going up floor by floor with a crane, and the people who share it. */
  'group-building': () => `${sky('#cfe0ea', '#f4f8fa')}${rect(0, 630, W, 90, '#b88a5a')}
    ${rect(420, 270, 380, 360, '#e7d3c1')}${[330, 420, 510].map((y) => rect(420, y, 380, 10, '#8c8c8c')).join('')}
    ${[450, 550, 650].map((x) => rect(x, 290, 70, 300, '#cfe6f2', 'opacity="0.8"')).join('')}
    ${[0, 1, 2, 3].map((i) => rect(420 + i * 120, 150, 14, 120, '#8c8c8c')).join('')}
    ${rect(250, 60, 24, 570, '#e8a33d')}${rect(150, 60, 700, 22, '#e8a33d')}
    <line x1="720" y1="82" x2="720" y2="220" stroke="#444" stroke-width="4"/>
    ${rect(690, 220, 60, 40, '#3c4f8f', 'rx="4"')}
    ${[140, 1000, 1090, 1180]
      .map(
        (x, i) =>
          `<circle cx="${x}" cy="${520 - (i % 2) * 10}" r="30" fill="${PEOPLE[i]}"/>
          ${rect(x - 40, 560 - (i % 2) * 10, 80, 90, PEOPLE[i]!, 'rx="30"')}`,
      )
      .join('')}`,
  /** A small bright room: a big window, shelves to the ceiling, a sofa and plants. */
  interior: () => `${rect(0, 0, W, H, '#f4efe6')}${rect(0, 560, W, 160, '#c59b6d')}
    ${rect(120, 90, 360, 300, '#bfe3f5', 'stroke="#ffffff" stroke-width="14"')}
    <line x1="300" y1="90" x2="300" y2="390" stroke="#fff" stroke-width="10"/>
    ${rect(100, 80, 40, 330, '#e9c9a3', 'rx="8"')}${rect(460, 80, 40, 330, '#e9c9a3', 'rx="8"')}
    ${rect(860, 60, 300, 500, '#ffffff', 'stroke="#d9c2a0" stroke-width="6"')}
    ${[150, 250, 350, 450].map((y) => rect(860, y, 300, 10, '#a9794f')).join('')}
    ${rect(890, 100, 50, 50, '#2f6f62', 'rx="6"')}${rect(960, 190, 90, 60, '#c2543a', 'rx="8"')}
    ${rect(1080, 290, 50, 60, '#3c4f8f', 'rx="6"')}${rect(900, 390, 120, 60, '#e8c170', 'rx="8"')}
    ${rect(200, 430, 500, 140, '#2f6f62', 'rx="28"')}${rect(170, 400, 70, 170, '#2f6f62', 'rx="24"')}
    ${rect(660, 400, 70, 170, '#2f6f62', 'rx="24"')}${rect(260, 450, 170, 60, '#f2d6c9', 'rx="16"')}
    ${rect(460, 450, 170, 60, '#f2d6c9', 'rx="16"')}
    ${rect(750, 500, 60, 70, '#b5523b', 'rx="8"')}<circle cx="780" cy="460" r="48" fill="#4f8f3a"/>`,
  /** Rising bars of prices in front of the skylines of two cities. */
  news: () => `${sky('#dfe8ef', '#ffffff')}
    ${tower(40, 330, 150, 330, '#d5dbe3')}${tower(200, 260, 130, 400, '#c8d0da')}
    ${tower(1020, 300, 200, 360, '#d5dbe3')}${rect(0, 660, W, 60, '#8d8f94')}
    ${[420, 360, 300, 230, 170]
      .map((y, i) => rect(400 + i * 120, y, 90, 660 - y, i % 2 ? '#006a4e' : '#2f8f6f', 'rx="8"'))
      .join('')}
    <polyline points="445,380 565,320 685,260 805,190 925,130" fill="none" stroke="#c2543a" stroke-width="10"
      ${ROUND}/>
    <path d="M905 110 L960 110 L935 160 Z" fill="#c2543a" transform="rotate(-30 935 130)"/>`,
  /** A house with a blank sign on a post, and stacks of coins. */
  selling: () => `${sky('#fde9d0', '#fff7ee')}${rect(0, 590, W, 130, '#7fb069')}
    <path d="M230 330 L470 150 L710 330 Z" fill="#c2543a"/>${rect(270, 330, 400, 270, '#efe6d8')}
    ${rect(440, 440, 80, 160, '#7a5230', 'rx="6"')}
    ${rect(310, 380, 90, 80, '#bfe3f5', 'stroke="#fff" stroke-width="8"')}
    ${rect(560, 380, 90, 80, '#bfe3f5', 'stroke="#fff" stroke-width="8"')}
    ${rect(800, 330, 18, 290, '#7a5230')}
    ${rect(740, 340, 260, 150, '#ffffff', 'rx="12" stroke="#006a4e" stroke-width="10"')}
    ${rect(780, 390, 180, 14, '#006a4e', 'rx="7"')}${rect(780, 430, 120, 14, '#006a4e', 'rx="7"')}
    ${[0, 1, 2, 3, 4].map((i) => coin(1100, 600 - i * 26, 80, i)).join('')}
    ${[0, 1, 2].map((i) => coin(1000, 610 - i * 26, 64, i)).join('')}
    ${tree(120, 540, 1.3)}`,
};

/** The cover's SVG drawing, 1280×720. */
export function articleCoverSvg(scene: CoverScene): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${SCENES[scene]()}</svg>`;
}

export interface StoredCover {
  card: string;
  large: string;
}

/** Renders a scene to its card (640 wide) and large (1280 wide) WebP files under uploads/blog. */
export async function writeArticleCover(scene: CoverScene, storage: Storage): Promise<StoredCover> {
  const drawing = sharp(Buffer.from(articleCoverSvg(scene)));
  const [card, large] = await Promise.all([
    drawing.clone().resize(640, 360).webp({ quality: 72 }).toBuffer(),
    drawing.clone().resize(1280, 720).webp({ quality: 80 }).toBuffer(),
  ]);
  const base = `/uploads/blog/${randomBytes(9).toString('base64url')}`;
  const stored = { card: `${base}-card.webp`, large: `${base}-large.webp` };
  await putPublicFile(storage, stored.card, card);
  await putPublicFile(storage, stored.large, large);
  return stored;
}
