// Webpack asset modules: an imported image is its emitted URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
// A stylesheet imported with ?raw is its text (server builds: served by the area's API).
declare module '*.css?raw' {
  const text: string;
  export default text;
}
