import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = 'apps/web/src';

/**
 * Which code may import which (docs/conventions.md §10, "One owner per table"). A feature never imports
 * another feature; what two features share lives in domain/<name>/, which never reaches up into
 * features/ or app/; the generic layers (components/, lib/) know no feature and no domain;
 * lib/ stays below components/; web and api meet only in packages/contracts; an API module reaches
 * another module through its service, injected in app.ts, never through its repository.
 */
const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const featureZones = folders(`./${web}/features`).map((feature) => ({
  target: `${web}/features/${feature}`,
  from: `${web}/features`,
  except: [`./${feature}`],
  message:
    'A feature does not import another feature: move the shared piece to domain/<name>/, or hand it in from app/.',
}));

const moduleZones = folders('./apps/api/src/modules').map((module) => ({
  target: `apps/api/src/modules/${module}/**`,
  from: `apps/api/src/modules/!(${module})/**/*.repository.ts`,
  message:
    "An API module uses another module's service or repository handed in from app.ts, never imports its repository.",
}));

const api = 'apps/api/src';

/**
 * The API's layers, lowest first (issue 45): a file imports from its own folder and from layers
 * below its own, never from a layer above it or from another entry of its own layer, so no import
 * arrow runs back up or sideways. A lower piece that needs a higher one is handed it (a function or
 * an interface it declares, filled in services.ts or repositories.ts), or the shared piece moves
 * down. Every folder and file of apps/api/src, and every module, has its place here.
 */
const apiLayers = [
  // Foundations: they import nothing of the API.
  ['text', 'time', 'errors', 'logging', 'auth', 'jobs', 'owner-only.ts', 'redis.ts', 'port-check.ts'],
  ['db'],
  ['mail', 'sms', 'storage', 'live', 'web'],
  ['images', 'backup', 'config.ts'],
  // HTTP plumbing: errors to answers, multipart, rate limits, the not-found page.
  ['http'],
  // The modules, each above the ones whose tables, types or services it uses.
  ['modules/search', 'modules/locations', 'modules/health', 'modules/visitors', 'modules/seo'],
  ['modules/accounts'],
  ['modules/audit', 'modules/notifications', 'modules/saved-posts'],
  ['modules/posts', 'modules/interior', 'modules/group', 'modules/blog'],
  [
    'modules/payments',
    'modules/price-drops',
    'modules/insights',
    'modules/market',
    'modules/documents',
    'modules/saved-searches',
    'modules/review-codes',
    'modules/reports',
  ],
  ['modules/reviews'],
  ['modules/admin'],
  // Wiring and entry points.
  ['repositories.ts'],
  ['services.ts', 'seed', 'create-admin.ts'],
  ['app.ts'],
  ['start-server.ts', 'backup-cli.ts'],
  ['server.ts', 'config.test.ts'],
];

const layered = apiLayers.flat();
const unplaced = [
  ...readdirSync(new URL(`./${api}`, import.meta.url)).filter((name) => name !== 'modules'),
  ...folders(`./${api}/modules`).map((module) => `modules/${module}`),
].filter((entry) => !layered.includes(entry));
if (unplaced.length > 0)
  throw new Error(`eslint.config.js: give ${unplaced.join(', ')} a place in apiLayers (the API's layers).`);

const layerZones = apiLayers.flatMap((layer, index) =>
  layer.map((entry) => ({
    target: `${api}/${entry}`,
    from: [...layer.filter((other) => other !== entry), ...apiLayers.slice(index + 1).flat()].map(
      (other) => `${api}/${other}`,
    ),
    message:
      'A lower layer of the API never imports a higher one or one beside it (apiLayers): move the shared piece ' +
      'down, or hand it in from services.ts or repositories.ts.',
  })),
);

/**
 * The admin module is a leaf (issue 32): app.ts wires it, and no other module imports it. What
 * others need lives with its owner: notices in notifications, `requireRole` in accounts, the
 * audit log in audit, the post snapshot in posts.
 */
const adminLeafZone = {
  target: 'apps/api/src/modules/!(admin)/**',
  from: 'apps/api/src/modules/admin',
  message: 'No module imports the admin module: move the shared piece to the module that owns it.',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Prettier wraps at 120 but cannot break strings. A line with Bengali script is left to
      // Prettier, which measures its width as drawn (vowel signs take no column of their own).
      'max-len': ['error', { code: 120, ignoreUrls: true, ignorePattern: '[\\u0980-\\u09FF]' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      // Every relative import names its file with the extension, so Node's resolver finds it.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Packages are not ours to check; parsing them only costs time.
      'import/ignore': ['node_modules'],
    },
    rules: {
      // Import cycles are scripts/import-cycles.mjs's (ADR 060): the same rule, a tenth of the time.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: 'apps/web',
              from: 'apps/api',
              message: 'The web app and the API meet only in packages/contracts.',
            },
            {
              target: 'apps/api',
              from: 'apps/web',
              message: 'The web app and the API meet only in packages/contracts.',
            },
            { target: 'packages/contracts', from: 'apps', message: 'Contracts depend on nothing of the apps.' },
            {
              target: `${web}/components`,
              from: `${web}/features`,
              message: 'Generic components never import a feature.',
            },
            { target: `${web}/lib`, from: `${web}/features`, message: 'lib/ never imports a feature.' },
            { target: `${web}/lib`, from: `${web}/components`, message: 'lib/ stays below components/.' },
            { target: `${web}/lib`, from: `${web}/app`, message: 'lib/ never imports the app shell.' },
            {
              target: `${web}/components`,
              from: `${web}/app`,
              message: 'Generic components never import the app shell.',
            },
            { target: `${web}/domain`, from: `${web}/features`, message: 'domain/ never imports a feature.' },
            { target: `${web}/domain`, from: `${web}/app`, message: 'domain/ never imports the app shell.' },
            {
              target: `${web}/components`,
              from: `${web}/domain`,
              message: 'components/ is generic: it never imports domain/ (move the piece to domain/ instead).',
            },
            {
              target: `${web}/lib`,
              from: `${web}/domain`,
              message: 'lib/ is generic: it never imports domain/ (move the helper to domain/ instead).',
            },
            ...featureZones,
            ...moduleZones,
            adminLeafZone,
            ...layerZones,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The API is type-checked with the tools (tsconfig.tools.json), whose program has the browser's
    // types for the browser tests: the browser's globals are refused here instead.
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location'].map((name) => ({
          name,
          message: 'The API runs on Node: there is no browser here.',
        })),
      ],
    },
  },
  {
    // Entry points and tools talk to a person on the terminal.
    files: ['apps/api/src/server.ts', 'apps/api/src/start-server.ts', 'scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
