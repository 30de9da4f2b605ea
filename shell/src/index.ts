// An async boundary: Module Federation negotiates the shared singletons before any of them runs.
void import('./bootstrap');
