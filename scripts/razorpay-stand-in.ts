// `npm run razorpay:stand-in [-- --port 4010 --webhook-url http://localhost:3000/api/payments/razorpay/webhook]`:
// a local stand-in of Razorpay's API and checkout, to try real-money flows without an account.
import { parseArgs } from 'node:util';
import { startRazorpayStandIn } from '../test/support/razorpay-stand-in.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    'webhook-url': { type: 'string', default: process.env.RAZORPAY_STAND_IN_WEBHOOK_URL },
  },
});
const webhookUrl = values['webhook-url'] ?? 'http://localhost:3000/api/payments/razorpay/webhook';
const standIn = await startRazorpayStandIn({ port: Number(values.port), webhookUrl, autoDeliver: true });

console.log(`Razorpay stand-in at ${standIn.url}, sending webhooks to ${webhookUrl}`);
console.log('Start the server with:\n');
console.log(
  `${Object.entries(standIn.env)
    .map(([k, v]) => `${k}=${v}`)
    .join(' \\\n')} \\\nnpm start\n`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void standIn.close().then(() => process.exit(0)));
