import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@admin/lib/i18n';
import './styles.css';
import { App } from '@admin/app/app';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
