import '@fontsource-variable/inter';
import '@fontsource/cormorant-garamond/500.css';
import '@fontsource/cormorant-garamond/600.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes.tsx';
import { AppProviders } from './app/providers.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const app = (
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// Prerendered pages arrive with their HTML in #root: hydrate them instead of rendering anew.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
