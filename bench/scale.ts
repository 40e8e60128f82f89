import { scaleSection } from './scale-section.ts';

/** `node --import tsx bench/scale.ts`: the search-at-scale section of `npm run bench` alone (README.md). */
await scaleSection();
