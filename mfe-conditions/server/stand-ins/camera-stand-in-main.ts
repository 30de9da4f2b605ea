/**
 * The stand-in camera host as a process, for the e2e servers (playwright.config.ts):
 * `node --import tsx …/camera-stand-in-main.ts <port> [failing-file …]`. Each listed file answers
 * 503, so one camera is always unreachable.
 */
import { startCameraStandIn } from './camera-stand-in';

const [portArgument, ...failing] = process.argv.slice(2);
const standIn = await startCameraStandIn(Number(portArgument ?? 0));
for (const file of failing) standIn.failing.add(file);
process.stdout.write(`stand-in camera host on ${standIn.url}\n`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
