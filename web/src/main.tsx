import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './i18n';
import { loadPublicConfig } from './api/public-config';
import { Root } from './boot/root';
import './app/styles.css';

/** The public config decides the default language, so it is read before the first render. */
async function start() {
  const config = await loadPublicConfig().catch(() => null);
  await initI18n(config);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
}

void start();
