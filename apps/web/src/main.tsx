// Browser entry point.
import '@/styles/font-fallbacks.css';
import '@/styles/global.css';
import { startApp } from '@/app/start-app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');
void startApp(container);
