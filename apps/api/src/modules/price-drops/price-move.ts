/**
 * What a change of a post's live price means (issue 19), as a rule apart from the database so
 * it can be read and tested on its own.
 *
 * A drop alerts the members who saved the post when the new price is below the lowest price that
 * was live over the 24 hours before the change (the one live 24 hours ago included). So a price
 * raised and lowered back within a day says nothing (85 → 90 → 85), while a price raised and then
 * lowered below where it was says "from 85 to 80" (85 → 90 → 80): "from" is that lowest price.
 */

/** How far back a drop is measured. */
export const PRICE_DROP_WINDOW_MS = 24 * 3600_000;

export interface PriceMoveInput {
  /** The live price until now: the one support approved last time. */
  oldPrice: number;
  /** The live price from now: the one being approved. */
  newPrice: number;
  /**
   * Earlier changes of the live price within the window, any order. Each change's old price
   * was live until that change, so the price live at the window's start is among them.
   */
  recent: readonly { oldPrice: number; newPrice: number }[];
  /** The struck-through "previous price" the post carries now (the owner's, or an earlier drop's). */
  previousPrice: number | null;
}

export interface PriceMove {
  /** The lowest price live over the window: what a drop is measured from. */
  reference: number;
  /** Whether the savers are told. */
  alert: boolean;
  /** The post's struck-through price after the change (unchanged if it still makes sense). */
  previousPrice: number | null;
}

export function priceMoveOf({ oldPrice, newPrice, recent, previousPrice }: PriceMoveInput): PriceMove {
  const reference = Math.min(oldPrice, ...recent.flatMap((change) => [change.oldPrice, change.newPrice]));
  const alert = newPrice < reference;
  // On a drop the struck price is the one the savers were told about; otherwise the post keeps
  // the one it has, unless the price now reaches it (a struck price at or below the price says nothing).
  const struck = alert ? reference : previousPrice !== null && previousPrice > newPrice ? previousPrice : null;
  return { reference, alert, previousPrice: struck };
}
