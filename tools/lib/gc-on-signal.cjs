/**
 * Preloaded into the site server by `npm run deploy-memory` only: a full garbage collection
 * on SIGUSR2, so the memory it then reads is what is still referenced, not what is merely
 * not yet collected. Never part of the production start.
 */
const v8 = require('node:v8');
const vm = require('node:vm');

v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc');
process.on('SIGUSR2', () => collect());
