/**
 * The operator console's browser entry: a build of its own (decision 060), loaded only by the
 * console's document (shell/server/console-frame/), never by a visitor page.
 */
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './console-app';

const root = document.getElementById('console-root');
if (root) createRoot(root).render(<ConsoleApp />);
