// `npm run razorpayx:stand-in [-- --port 4020 --webhook-url http://localhost:3000/api/webhooks/razorpayx]`:
// a local stand-in of RazorpayX Payouts, to try prize payouts without an account. Payouts are
// processed at once unless `--hold`; then POST /_control/payouts/{id}/process|fail|reverse.
import { parseArgs } from 'node:util';
import { startRazorpayXStandIn } from '../test/support/razorpayx-stand-in.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4020' },
    'webhook-url': { type: 'string', default: process.env.RAZORPAYX_STAND_IN_WEBHOOK_URL },
    hold: { type: 'boolean', default: false },
  },
});
const webhookUrl = values['webhook-url'] ?? 'http://localhost:3000/api/webhooks/razorpayx';
const standIn = await startRazorpayXStandIn({
  port: Number(values.port),
  webhookUrl,
  autoDeliver: true,
  autoProcess: !values.hold,
});

console.log(`RazorpayX stand-in at ${standIn.url}, sending webhooks to ${webhookUrl}`);
console.log('Start the server with:\n');
console.log(
  `${Object.entries(standIn.env)
    .map(([k, v]) => `${k}=${v}`)
    .join(' \\\n')} \\\nnpm start\n`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void standIn.close().then(() => process.exit(0)));
