import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startEarlyRequests } from './app/early-requests';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { applyStylesheets } from './lib/stylesheets';

// Before the router loads the route's code: the screen's data is on its way meanwhile.
startEarlyRequests();
// Before the router asks for the route's code, whose loader looks for its stylesheets.
const stylesApplied = applyStylesheets();
const router = createRouter();

// The boot logo stays until the styles apply: the first render is never drawn unstyled.
void stylesApplied.then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
});
