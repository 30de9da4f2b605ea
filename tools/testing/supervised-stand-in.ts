/**
 * `npm start`'s supervision (tools/lib/supervise.ts) over a stand-in for the site server, for
 * tools/start.test.ts: the stand-in listens on a port of its own, says so with its pid, and
 * closes and exits 0 on SIGINT or SIGTERM, as shell/server/main.ts does. With STAND_IN_EXIT
 * set, it ends by itself with that code once ready.
 */
import { spawn } from 'node:child_process';
import { exitWhenWritten } from '../lib/cli-output';
import { superviseServer } from '../lib/supervise';

const standIn = `
const server = require('node:http').createServer();
server.listen(0, '127.0.0.1', () => {
  console.log('stand-in ready, pid ' + process.pid);
  if (process.env.STAND_IN_EXIT) process.exit(Number(process.env.STAND_IN_EXIT));
});
const close = () => server.close(() => process.exit(0));
process.once('SIGINT', close);
process.once('SIGTERM', close);
`;

const server = spawn(process.execPath, ['-e', standIn], { stdio: 'inherit' });
superviseServer(server, (code) => void exitWhenWritten(code));
