/** The console, started once the federation host's shared scope is ready (index.ts). */
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './console-app';

const root = document.getElementById('console-root');
if (root) createRoot(root).render(<ConsoleApp />);
