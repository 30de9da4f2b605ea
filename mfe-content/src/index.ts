// Async boundary, so Module Federation settles the shared singletons first.
void import('./standalone');
