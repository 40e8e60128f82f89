import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import './index.css';
import { initI18n } from './lib/i18n.ts';
import { recordVisit } from './lib/visitor.ts';

async function start(): Promise<void> {
  await initI18n();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={createRouter()} />
      </Providers>
    </StrictMode>,
  );
  recordVisit();
}

void start();
