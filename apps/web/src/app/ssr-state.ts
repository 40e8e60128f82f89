import type { Language } from '@ghorbari/contracts';
import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';

/**
 * What a server-rendered page hands to the browser (ADR 015), as JSON in
 * <script type="application/json" id="ssr-state">: the query cache it rendered from (so the
 * browser does not ask again) and the translation namespaces it used.
 */
export interface SsrState {
  language: Language;
  /** The server's guess of a phone, which the browser's first render keeps (lib/first-render.tsx). */
  phone: boolean;
  origin: string;
  /** When the server rendered the page: the clock of the browser's first render (lib/use-now.ts). */
  renderedAt: number;
  namespaces: string[];
  /**
   * On a page of islands (ADR 059): the strings its islands used, by namespace and key path, in
   * place of the namespaces' files at start.
   */
  islandStrings?: Record<string, Record<string, unknown>>;
  /**
   * A page of islands that the whole app renders instead (ADR 059): `always` (a failed load, whose
   * retry is the app's), or `member` when a session is stored (a post its owner may see, which the
   * server, rendering for a visitor, could not show).
   */
  wholeApp?: 'always' | 'member';
  queries: DehydratedState;
}

export const SSR_STATE_ID = 'ssr-state';

interface SerialisedApiError {
  apiError: { message: string; status: number; code: ApiError['code'] };
}

const isSerialisedApiError = (value: unknown): value is SerialisedApiError =>
  typeof value === 'object' && value !== null && 'apiError' in value;

/** JSON for an inline script: `<` is escaped so no text in it (a post's title, say) can end the script. */
export function serialiseSsrState(state: SsrState): string {
  // An ApiError does not survive JSON: it goes as its fields, and readSsrState makes it one again.
  const queries = {
    ...state.queries,
    queries: state.queries.queries.map((query) => {
      const error = query.state.error;
      if (!(error instanceof ApiError)) return query;
      const apiError: SerialisedApiError['apiError'] = {
        message: error.message,
        status: error.status,
        code: error.code,
      };
      return { ...query, state: { ...query.state, error: { apiError } } };
    }),
  };
  return JSON.stringify({ ...state, queries })
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state the server left in the page, with API errors made ApiErrors again; null on a client-rendered page. */
export function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  const state = JSON.parse(element.textContent) as SsrState;
  for (const query of state.queries.queries) {
    const error: unknown = query.state.error;
    if (isSerialisedApiError(error)) {
      const { message, status, code } = error.apiError;
      query.state.error = new ApiError(message, status, code);
    }
  }
  return state;
}
