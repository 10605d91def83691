import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startEarlyRequests } from './app/early-requests';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';

// Before the router loads the route's code: the screen's data is on its way meanwhile.
startEarlyRequests();
const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
