import { island } from '../../islands/island.tsx';
import { LoanCalculator } from './loan-calculator.tsx';

/** The home-loan calculator as an island (issue 44): on a sell post's page and on its own page. */
export const LoanIsland = island('home-loan', LoanCalculator);
