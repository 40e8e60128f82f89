import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { build, type Plugin, type Rolldown } from 'vite';
import bn from './src/locales/bn/installable.json' with { type: 'json' };
import en from './src/locales/en/installable.json' with { type: 'json' };

/**
 * The installable app (issue 19, ADR 024), made with each client build:
 * - icons from public/favicon.svg (sharp): 192 and 512 px, a maskable 512 px one, the
 *   180 px icon iPhones use and the 48 px favicon pages link, in /icons/;
 * - the web app manifest in each language: /manifest.webmanifest (Bengali, the default) and
 *   /manifest.en.webmanifest (the server links the reader's one, apps/api/src/web/ssr.ts);
 * - the service worker, src/sw/sw.ts bundled into /sw.js with this build's list of files to keep.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const BRAND = '#006a4e';
const PAGE_BACKGROUND = '#f3f4f6';

export const MANIFESTS = { bn: 'manifest.webmanifest', en: 'manifest.en.webmanifest' } as const;
const ICONS = {
  any192: 'icons/icon-192.png',
  any512: 'icons/icon-512.png',
  maskable512: 'icons/icon-maskable-512.png',
  apple180: 'icons/apple-touch-icon.png',
  /**
   * The tab's icon (index.html, the offline page), a PNG rather than the SVG: Chromium fetches a
   * page's favicon through the page's own process and decodes it on its main thread, and an SVG is
   * decoded by building a whole SVG document. On a mid-tier phone that was a 70–90 ms task in the
   * frames just after the first paint, where the reader's first tap waited behind it (issue 43).
   */
  favicon48: 'icons/favicon-48.png',
} as const;

/**
 * Code kept at install besides the entry's own: the pages that work offline (home, the static
 * pages, post pages, not found) and the translations. Other pages' code (account, posting,
 * staff) is kept when it is first used online instead, so installing costs a phone less data.
 */
const OFFLINE_FEATURES = /\/src\/features\/(?:home|static-pages|post-details|not-found)\//;
const OTHER_FEATURES = /\/src\/features\//;
/** Translations are small: all kept but the staff area's and the posting forms'. */
const LOCALES = /\/locales\/(?:bn|en)\/[\w-]+\.json$/;
const ONLINE_LOCALES = /\/locales\/(?:bn|en)\/(?:admin|posting)\.json$/;

/** Whether a chunk loaded on demand (its module) is kept at install. */
function keptAtInstall(moduleId: string | null): boolean {
  if (!moduleId) return true;
  const id = moduleId.replaceAll('\\', '/');
  if (LOCALES.test(id)) return !ONLINE_LOCALES.test(id);
  return !OTHER_FEATURES.test(id) || OFFLINE_FEATURES.test(id);
}

async function icons(svg: Buffer): Promise<Record<keyof typeof ICONS, Buffer>> {
  const plain = (size: number) =>
    sharp(svg, { density: 72 * (size / 64) })
      .resize(size, size)
      .png()
      .toBuffer();
  // Maskable: the mark inside the middle 80% (the safe zone), on the brand colour to every edge.
  const onBrand = async (size: number, share: number) => {
    const inner = Math.round(size * share);
    const mark = await sharp(svg, { density: 72 * (inner / 64) })
      .resize(inner, inner)
      .png()
      .toBuffer();
    return sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
      .composite([{ input: mark, gravity: 'center' }])
      .png()
      .toBuffer();
  };
  const [any192, any512, maskable512, apple180, favicon48] = await Promise.all([
    plain(192),
    plain(512),
    onBrand(512, 0.8),
    onBrand(180, 1),
    plain(48),
  ]);
  return { any192, any512, maskable512, apple180, favicon48 };
}

function manifest(language: 'bn' | 'en'): string {
  const texts = language === 'bn' ? bn : en;
  return JSON.stringify(
    {
      id: '/',
      lang: language,
      dir: 'ltr',
      name: texts.manifest.name,
      short_name: texts.manifest.shortName,
      description: texts.manifest.description,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      background_color: PAGE_BACKGROUND,
      theme_color: BRAND,
      categories: ['lifestyle', 'shopping'],
      icons: [
        { src: `/${ICONS.any192}`, sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: `/${ICONS.any512}`, sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: `/${ICONS.maskable512}`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    null,
    2,
  );
}

/**
 * The code, styles and the Latin font the app shell needs offline. Not the Bengali file: a phone
 * draws Bengali in its own Noto Sans Bengali (ADR 066), and a machine that fetched the file keeps
 * it in the cache as it does any hashed asset.
 */
function precacheList(bundle: Rolldown.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const kept = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (kept.has(chunk.fileName)) return;
    kept.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) kept.add(css);
    // What a kept chunk imports statically, it needs; what it loads on demand, only if it is kept.
    for (const next of chunk.imports) {
      const found = byName.get(next);
      if (found) visit(found);
    }
    for (const next of chunk.dynamicImports) {
      const found = byName.get(next);
      if (found && keptAtInstall(found.facadeModuleId)) visit(found);
    }
  };
  chunks.filter((chunk) => chunk.isEntry).forEach(visit);
  const fonts = Object.keys(bundle).filter((file) => /assets\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(file));
  return [...kept, ...fonts].map((file) => `/${file}`).sort();
}

/**
 * The worker, one classic script; this build's values go in front of it as globals (`define`
 * would turn an array into a string).
 */
async function buildWorker(globals: Record<string, unknown>): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      lib: {
        entry: path.join(here, 'src/sw/sw.ts'),
        formats: ['iife'],
        name: 'ghorbariWorker',
        fileName: () => 'sw.js',
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('the service worker was not built');
  const values = Object.entries(globals).map(([name, value]) => `${name}=${JSON.stringify(value)}`);
  return `var ${values.join(',')};\n${chunk.code}`;
}

export function pwaPlugin(): Plugin {
  return {
    name: 'ghorbari:pwa',
    apply: 'build',
    async generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      const svg = await readFile(path.join(here, 'public/favicon.svg'));
      const images = await icons(svg);
      for (const [key, fileName] of Object.entries(ICONS)) {
        this.emitFile({ type: 'asset', fileName, source: images[key as keyof typeof ICONS] });
      }
      this.emitFile({ type: 'asset', fileName: MANIFESTS.bn, source: manifest('bn') });
      this.emitFile({ type: 'asset', fileName: MANIFESTS.en, source: manifest('en') });

      const files = [
        ...precacheList(bundle),
        ...Object.values(MANIFESTS).map((file) => `/${file}`),
        ...Object.values(ICONS).map((file) => `/${file}`),
      ];
      const enFont = files.find((file) => file.startsWith('/assets/inter-latin-wght-normal-'));
      const version = createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 12);
      const code = await buildWorker({
        __SW_VERSION__: version,
        __SW_PRECACHE__: files,
        // The Bengali offline page uses the phone's own Noto Sans Bengali (offline-page.ts).
        __SW_FONTS__: enFont ? { en: enFont } : {},
      });
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: code });
      this.environment.config.logger.info(`service worker ${version}: ${files.length} files kept at install`);
    },
  };
}
