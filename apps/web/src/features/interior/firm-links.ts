import { href } from '../../config/paths.ts';

/** The firm's own address, without the directory filters the reader came with. */
export const firmUrl = (firmId: string, origin: string) => new URL(href.interiorDetails(firmId), origin).href;
