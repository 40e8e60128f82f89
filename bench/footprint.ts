import { footprintSection } from './server-footprint.ts';

/** `node --import tsx bench/footprint.ts`: the server-footprint section of `npm run bench` alone (README.md). */
await footprintSection();
