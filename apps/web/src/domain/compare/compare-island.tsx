import { island } from '../../islands/island.tsx';
import { CompareButton } from './compare-button.tsx';

/**
 * The compare button on a listing's page (issue 44): an island that comes alive when it comes
 * near; the server renders it as "not in the tray" (the tray is on the device).
 */
export const CompareIsland = island('compare-toggle', CompareButton);
