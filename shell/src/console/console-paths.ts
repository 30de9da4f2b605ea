/** The addresses of the shell's own console pages (the areas' pages name theirs, decision 064). */
export const consolePaths = {
  home: '/console',
  signIn: '/console/sign-in',
  welcome: '/console/welcome',
  people: '/console/people',
  audit: '/console/audit',
} as const;
