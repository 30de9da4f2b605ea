// The page arrived rendered by the server: let the browser paint it before the start-up work
// (loading and running the app's code) takes the main thread. Then an async boundary, so
// Module Federation negotiates the shared singletons before any of them runs.
const afterFirstPaint = (start: () => void) =>
  requestAnimationFrame(() => {
    setTimeout(start, 0);
  });

afterFirstPaint(() => {
  void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
});
