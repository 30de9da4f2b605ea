/**
 * The operator console's browser entry: a build of its own (decision 060), loaded only by the
 * console's document (shell/server/console-frame/), never by a visitor page. It is a federation
 * host (decision 064): the console starts after the shared singletons are settled, hence the
 * import of the rest.
 */
void import('./bootstrap');
