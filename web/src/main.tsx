import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './i18n';
import { fetchPublicConfig, systemKeys } from './api/system';
import { queryClient } from './api/query-client';
import { PortalApp } from './app/app';
import './app/styles.css';

/** The public config decides the default language, so it is read before the first render. */
async function start() {
  const config = await fetchPublicConfig().catch(() => null);
  if (config) queryClient.setQueryData(systemKeys.publicConfig(), config);
  const language = await initI18n(config?.defaultLanguage);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <PortalApp language={language} />
    </StrictMode>,
  );
}

void start();
