import type { InteriorCategory } from '@ghorbari/contracts';
import sharp from 'sharp';

/**
 * Drawn rooms and façades for the demo design firms (issue 14), one scene per work category in a
 * few colour schemes, so the directory looks alive without stock photos.
 */
interface Palette {
  wall: string;
  floor: string;
  accent: string;
  soft: string;
  wood: string;
}
const PALETTES: Palette[] = [
  { wall: '#efe6d8', floor: '#b88a5a', accent: '#2f6f62', soft: '#d9c2a0', wood: '#7a5230' },
  { wall: '#dfe8ef', floor: '#8d8f94', accent: '#c2543a', soft: '#f2d6c9', wood: '#5d4a3a' },
  { wall: '#f3e1e4', floor: '#a9794f', accent: '#3c4f8f', soft: '#c9d4ee', wood: '#8a6240' },
];

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
const plant = (x: number, y: number) =>
  `${rect(x - 22, y, 44, 50, '#b5523b', 'rx="6"')}<circle cx="${x}" cy="${y - 30}" r="38" fill="#4f8f3a"/>
  <circle cx="${x - 26}" cy="${y - 6}" r="22" fill="#5fa548"/>
    <circle cx="${x + 26}" cy="${y - 10}" r="24" fill="#3f7f2f"/>`;
const windowPane = (x: number, y: number, w: number, h: number) =>
  `${rect(x, y, w, h, '#bfe3f5', 'stroke="#ffffff" stroke-width="10"')}
  <line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="#ffffff" stroke-width="6"/>`;
const pendant = (x: number, colour: string) =>
  `<line x1="${x}" y1="0" x2="${x}" y2="120" stroke="#444" stroke-width="3"/>
  <path d="M${x - 34} 150 L${x - 18} 118 L${x + 18} 118 L${x + 34} 150 Z" fill="${colour}"/>
  <circle cx="${x}" cy="158" r="10" fill="#ffe9a8"/>`;
const tableWithChairs = (x: number, y: number, p: Palette) =>
  `${rect(x - 70, y, 140, 14, p.wood, 'rx="4"')}${rect(x - 6, y + 14, 12, 80, p.wood)}
  ${rect(x - 120, y - 40, 40, 134, p.accent, 'rx="6"')}${rect(x + 80, y - 40, 40, 134, p.accent, 'rx="6"')}`;

const ROOMS: Record<InteriorCategory, (p: Palette) => string> = {
  home: (p) => `${windowPane(600, 110, 260, 220)}${rect(120, 150, 150, 110, p.soft, 'stroke="#fff" stroke-width="8"')}
    ${rect(0, 520, 960, 200, p.floor)}${rect(260, 560, 420, 90, p.soft, 'rx="45" opacity="0.8"')}
    ${rect(150, 380, 480, 150, p.accent, 'rx="24"')}${rect(130, 350, 60, 180, p.accent, 'rx="20"')}
    ${rect(590, 350, 60, 180, p.accent, 'rx="20"')}${rect(200, 400, 170, 60, p.soft, 'rx="16"')}
    ${rect(410, 400, 170, 60, p.soft, 'rx="16"')}${plant(790, 480)}
    <line x1="720" y1="300" x2="720" y2="520" stroke="#555" stroke-width="5"/>
    <path d="M690 300 L750 300 L735 260 L705 260 Z" fill="#f4d35e"/>`,
  furniture: (p) => `${rect(0, 540, 960, 180, p.floor)}${rect(90, 150, 260, 390, p.wood, 'rx="8"')}
    <line x1="220" y1="150" x2="220" y2="540" stroke="#3b2a1a" stroke-width="4"/>
    <circle cx="205" cy="350" r="7" fill="#e8c170"/><circle cx="235" cy="350" r="7" fill="#e8c170"/>
    ${rect(430, 400, 300, 20, p.wood, 'rx="6"')}${rect(450, 420, 16, 120, p.wood)}${rect(694, 420, 16, 120, p.wood)}
    ${rect(760, 360, 90, 20, p.accent, 'rx="6"')}
      ${rect(760, 380, 14, 160, p.accent)}${rect(836, 380, 14, 160, p.accent)}
    ${rect(760, 250, 14, 130, p.accent)}${rect(520, 340, 120, 60, p.soft, 'rx="8"')}`,
  office: (p) => `${windowPane(80, 90, 800, 200)}${rect(0, 500, 960, 220, p.floor)}
    ${[120, 420, 720]
      .map(
        (x) => `${rect(x - 20, 380, 200, 16, p.wood)}
          ${rect(x - 10, 396, 12, 110, '#555')}${rect(x + 168, 396, 12, 110, '#555')}
    ${rect(x + 40, 300, 90, 64, '#2d3440', 'rx="4"')}${rect(x + 80, 364, 10, 16, '#2d3440')}
    ${rect(x + 50, 430, 70, 70, p.accent, 'rx="14"')}`,
      )
      .join('')}${plant(900, 470)}`,
  restaurant: (p) => `${pendant(240, p.accent)}${pendant(480, p.accent)}${pendant(720, p.accent)}
    ${rect(0, 540, 960, 180, p.floor)}${rect(0, 300, 960, 14, p.wood)}
    ${tableWithChairs(240, 440, p)}${tableWithChairs(480, 440, p)}${tableWithChairs(720, 440, p)}`,
  cafe: (p) => `${rect(0, 540, 960, 180, p.floor)}${rect(600, 110, 280, 170, '#2d3440', 'rx="8"')}
    ${[150, 190, 230].map((y) => rect(630, y, 200, 8, '#f6f0e4', 'rx="4"')).join('')}
    ${rect(80, 360, 520, 180, p.wood, 'rx="10"')}${rect(60, 340, 560, 26, p.accent, 'rx="8"')}
    ${[150, 300, 450]
      .map(
        (x) => `${rect(x - 30, 560, 60, 14, p.accent, 'rx="6"')}
      ${rect(x - 5, 574, 10, 110, '#444')}`,
      )
      .join('')}
    ${rect(200, 300, 36, 40, '#ffffff', 'rx="6"')}${rect(380, 300, 36, 40, '#ffffff', 'rx="6"')}${plant(820, 480)}`,
  hotel: (p) => `${rect(0, 540, 960, 180, p.floor)}${rect(250, 180, 460, 200, p.accent, 'rx="18"')}
    ${rect(220, 380, 520, 150, '#ffffff', 'rx="14"')}${rect(220, 440, 520, 90, p.soft, 'rx="12"')}
    ${rect(280, 330, 150, 60, '#ffffff', 'rx="18" stroke="#ddd"')}
      ${rect(530, 330, 150, 60, '#ffffff', 'rx="18" stroke="#ddd"')}
    ${rect(90, 420, 110, 110, p.wood, 'rx="6"')}${rect(760, 420, 110, 110, p.wood, 'rx="6"')}
    <path d="M115 420 L175 420 L160 360 L130 360 Z" fill="#f4d35e"/>
      <path d="M785 420 L845 420 L830 360 L800 360 Z" fill="#f4d35e"/>`,
  showroom: (p) => `${rect(0, 540, 960, 180, p.floor)}${[200, 480, 760].map((x) => pendant(x, '#333')).join('')}
    ${[110, 390, 670]
      .map(
        (x) => `${rect(x, 230, 180, 310, '#ffffff', 'stroke="#c9c9c9" stroke-width="4"')}
    ${[290, 370, 450].map((y) => rect(x + 10, y, 160, 8, p.wood)).join('')}
    ${rect(x + 30, 250, 40, 40, p.accent, 'rx="6"')}${rect(x + 100, 330, 50, 40, p.soft, 'rx="6"')}
    ${rect(x + 40, 410, 60, 40, p.accent, 'rx="20"')}`,
      )
      .join('')}`,
  gym: (
    p,
  ) => `${rect(0, 540, 960, 180, '#3a3a3a')}${rect(60, 120, 840, 260, '#cfe0ea', 'stroke="#9db3c2" stroke-width="6"')}
    ${rect(100, 460, 260, 30, '#222', 'rx="12"')}
      ${rect(320, 360, 20, 110, '#555')}${rect(300, 340, 80, 30, p.accent, 'rx="6"')}
    ${rect(520, 380, 300, 12, '#777')}
      ${[540, 600, 740, 800].map((x) => rect(x, 350, 16, 70, p.accent, 'rx="4"')).join('')}
    ${rect(540, 400, 12, 140, '#555')}${rect(790, 400, 12, 140, '#555')}
    <circle cx="160" cy="560" r="34" fill="${p.accent}"/><circle cx="240" cy="570" r="24" fill="${p.accent}"/>`,
  exterior: (p) => `${rect(0, 0, 960, 720, '#bfe3f5')}<circle cx="140" cy="110" r="50" fill="#ffd66b"/>
    ${rect(0, 560, 960, 160, '#7fb069')}${rect(220, 170, 520, 390, p.wall, 'stroke="#8c8c8c" stroke-width="4"')}
    ${rect(200, 150, 560, 30, p.accent)}${rect(200, 350, 560, 16, p.accent)}
    ${[260, 400, 540]
      .map(
        (x) =>
          `${rect(x, 210, 110, 110, '#7fa7c4', 'stroke="#fff" stroke-width="6"')}
            ${rect(x, 390, 110, 110, '#7fa7c4', 'stroke="#fff" stroke-width="6"')}`,
      )
      .join('')}
    ${rect(680, 420, 50, 140, p.wood)}${plant(150, 520)}${plant(820, 520)}`,
};

export function firmSceneSvg(category: InteriorCategory, variant: number): string {
  const palette = PALETTES[variant % PALETTES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720" viewBox="0 0 960 720">
<rect width="960" height="720" fill="${palette.wall}"/>${ROOMS[category](palette)}</svg>`;
}

/** A JPEG of the scene, as a firm's upload would arrive. */
export const firmPhoto = (category: InteriorCategory, variant: number): Promise<Buffer> =>
  sharp(Buffer.from(firmSceneSvg(category, variant)))
    .jpeg({ quality: 82 })
    .toBuffer();

const LOGO_COLOURS = ['#006a4e', '#c2543a', '#3c4f8f', '#8a6240', '#b0306a', '#2f6f62'] as const;

/** A simple mark for a firm's logo (no lettering: the drawing has no Bengali font to rely on). */
export function firmLogoSvg(variant: number): string {
  const colour = LOGO_COLOURS[variant % LOGO_COLOURS.length]!;
  const marks = [
    `<path d="M64 150 L128 88 L192 150 L192 200 L64 200 Z" fill="none" stroke="${colour}" stroke-width="16"/>
     <rect x="112" y="150" width="32" height="50" fill="${colour}"/>`,
    `<circle cx="128" cy="128" r="70" fill="none" stroke="${colour}" stroke-width="16"/>
     <path d="M88 150 L128 96 L168 150 Z" fill="${colour}"/>`,
    `<rect x="70" y="70" width="116" height="116" rx="20" fill="${colour}"/>
     <rect x="98" y="98" width="60" height="60" rx="8" fill="#ffffff"/>`,
    `<path d="M128 54 L200 128 L128 202 L56 128 Z" fill="${colour}"/><circle cx="128" cy="128" r="26" fill="#ffffff"/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" fill="#ffffff"/>${marks[variant % marks.length]}</svg>`;
}

export const firmLogo = (variant: number): Promise<Buffer> =>
  sharp(Buffer.from(firmLogoSvg(variant)))
    .png()
    .toBuffer();
