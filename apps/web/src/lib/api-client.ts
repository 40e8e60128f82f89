import { STORAGE_KEYS, type ApiFailure, type ErrorCode } from '@ghorbari/contracts';
import { currentLanguage } from './i18n/language.ts';

/** An API call that answered with `success: false`, or did not answer at all. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | 'NO_RESPONSE',
    readonly issues: ApiFailure['issues'] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function storedToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.userToken);
  } catch {
    return null;
  }
}

/**
 * fetch for the product's API: JSON in and out, the reader's language, the bearer token when
 * one is stored, and no timeout (spec §9: status 200 to 299 is success).
 */
export interface ApiRequest extends RequestInit {
  json?: unknown;
  /** Send no token even when one is stored. */
  anonymous?: boolean;
}

/**
 * The headers every API call carries: JSON answers, the reader's language, the token unless
 * `anonymous`. A call may name the language itself (a server render is in the page's language,
 * which is not the process's).
 */
export function apiHeaders(init?: HeadersInit, anonymous = false): Headers {
  const headers = new Headers(init);
  headers.set('accept', 'application/json');
  if (!headers.has('accept-language')) headers.set('accept-language', currentLanguage());
  const token = storedToken();
  if (token && !anonymous) headers.set('authorization', `Bearer ${token}`);
  return headers;
}

/** An answer's body as the call's result, or the ApiError it stands for (spec §9: 200 to 299 is success). */
export function apiResult<T>(status: number, data: (T & Partial<ApiFailure>) | null): T {
  const ok = status >= 200 && status <= 299;
  if (!ok || data === null || data.success === false) {
    throw new ApiError(data?.message ?? '', status, data?.code ?? 'INTERNAL', data?.issues);
  }
  return data;
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (path, init) => fetch(path, init);

/**
 * How calls reach the API: the browser's fetch, or on the server the API itself, answered in
 * process (the server-rendered pages ask it for the data they show).
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/** POST with a JSON body: the shape of every action call (a staff decision, a sign-in step). */
export const apiPost = <T>(path: string, json: unknown, init: Omit<ApiRequest, 'method' | 'json'> = {}) =>
  apiFetch<T>(path, { ...init, method: 'POST', json });

export async function apiFetch<T>(path: string, { json, anonymous, ...init }: ApiRequest = {}): Promise<T> {
  const headers = apiHeaders(init.headers, anonymous);
  let body = init.body;
  if (json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(json);
  }
  let response: Response;
  try {
    response = await transport(path, { ...init, headers, body });
  } catch {
    throw new ApiError('', 0, 'NO_RESPONSE');
  }
  const data = (await response.json().catch(() => null)) as (T & Partial<ApiFailure>) | null;
  return apiResult(response.status, data);
}
