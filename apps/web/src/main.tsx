// First: zod is told not to probe for eval before any schema is built (issue 28).
import './lib/zod-jitless.ts';
import { DEFAULT_LANGUAGE } from '@ghorbari/contracts';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient, Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { readSsrState } from './app/ssr-state.ts';
import { initI18n, languageFromUrl, rememberLanguage, storedLanguage } from './lib/i18n.ts';
import { recordVisit } from './lib/visitor.ts';
import { browserFirstRender, FirstRenderContext, parseCookies } from './lib/first-render.tsx';

/** Runs once the first render is on screen (after hydration, for a server-rendered page). */
function AfterFirstRender({ run, children }: { run: () => void; children: ReactNode }) {
  useEffect(run, [run]);
  return children;
}

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const ssr = readSsrState();
  const wanted = languageFromUrl() ?? storedLanguage() ?? ssr?.language ?? DEFAULT_LANGUAGE;
  // A server-rendered page in the reader's language is hydrated. One in another language (a
  // choice stored before the language cookie existed) is rendered afresh in the reader's, and so
  // is a page of islands (ADR 059) handed to the whole app: its HTML holds the islands' wrappers.
  const hydrating = ssr !== null && ssr.language === wanted && ssr.islandStrings === undefined;
  // The namespaces the server's render used load together with i18next's start (no second round).
  await initI18n(wanted, ssr?.namespaces);
  rememberLanguage(wanted);
  const queryClient = createQueryClient();
  if (ssr) hydrate(queryClient, ssr.queries);
  const router = await createRouter();
  const firstRender = ssr
    ? { phone: ssr.phone, cookies: parseCookies(document.cookie), origin: ssr.origin, renderedAt: ssr.renderedAt }
    : browserFirstRender();
  const app = (
    <StrictMode>
      <FirstRenderContext.Provider value={firstRender}>
        <Providers queryClient={queryClient}>
          <AfterFirstRender run={recordVisitOnce}>
            <RouterProvider router={router} />
          </AfterFirstRender>
        </Providers>
      </FirstRenderContext.Provider>
    </StrictMode>
  );
  // Hydrating in a transition lets React yield to the phone between pieces of the page (the
  // server's HTML is on screen meanwhile), instead of one long task that blocks a first tap.
  if (hydrating) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

let started = false;
/** After the first render, the visit is counted. */
function recordVisitOnce(): void {
  if (started) return;
  started = true;
  recordVisit();
}

void start();
