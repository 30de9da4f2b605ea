/**
 * The stand-in alerts providers as a process, for the e2e servers (playwright.config.ts):
 * `node --import tsx …/alerts-stand-in-main.ts <port>`. The NPS answers its three sample alerts
 * (Trail Ridge Road closed among them) to the stand-in key, the NWS its two samples around the
 * time of each request; everything under /down/ answers 503.
 */
import { nwsAnswer, nwsSampleFeatures, startAlertsStandIn } from './alerts-stand-in';

const standIn = await startAlertsStandIn(Number(process.argv[2] ?? 0));
// New times every minute, so the samples stay current however long the suite runs.
const refreshNws = () => standIn.respond('nws', { kind: 'answer', body: nwsAnswer(nwsSampleFeatures(new Date())) });
const timer = setInterval(refreshNws, 60_000);
process.stdout.write(`stand-in alerts providers: NPS ${standIn.npsUrl}, NWS ${standIn.nwsUrl}\n`);
const stop = () => {
  clearInterval(timer);
  void standIn.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
