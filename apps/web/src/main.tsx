import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient, Providers } from './app/providers';
import { createRouter } from './app/router';
import { unregisterLeftoverServiceWorkers } from './app/service-worker';
import { initErrorReporting } from './lib/api/error-reporting';

void initErrorReporting();
void unregisterLeftoverServiceWorkers();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={createRouter()} />
    </Providers>
  </StrictMode>,
);
