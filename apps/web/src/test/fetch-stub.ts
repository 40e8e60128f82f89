import { vi } from 'vitest';

/** One request the component sent: its method, path, search and JSON body. */
export interface SentRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

type Answer = (request: SentRequest) => { status?: number; json: unknown };

/**
 * Replaces `fetch` for one test: the HTTP boundary only, as there is no server in a component
 * test. `answers` is keyed "METHOD /path"; anything else answers 404 so a stray call shows.
 */
export function stubApi(answers: Record<string, Answer>): SentRequest[] {
  const sent: SentRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const request: SentRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      search: url.search,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    sent.push(request);
    const answer = answers[`${request.method} ${request.path}`]?.(request) ?? {
      status: 404,
      json: { success: false, message: `Not stubbed: ${request.method} ${request.path}`, code: 'NOT_FOUND' },
    };
    return new Response(JSON.stringify(answer.json), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return sent;
}
