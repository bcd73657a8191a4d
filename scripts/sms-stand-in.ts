// `npm run sms:stand-in [-- --port 4040 --dlr-url http://localhost:3000/api/webhooks/msg91/<token>]`:
// a local stand-in of MSG91's flow API, to try SMS alerts without an account. Each message is
// reported delivered at once.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { startMsg91StandIn } from '../test/support/msg91-stand-in.ts';

const token = process.env.MSG91_WEBHOOK_TOKEN ?? randomBytes(18).toString('base64url');
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4040' },
    'dlr-url': { type: 'string', default: `http://localhost:3000/api/webhooks/msg91/${token}` },
  },
});
const dlrUrl = values['dlr-url'];
const standIn = await startMsg91StandIn({ port: Number(values.port), dlrUrl, autoDeliver: true });

console.log(`MSG91 stand-in at ${standIn.url}, sending delivery reports to ${dlrUrl}`);
console.log(
  'Set the SMS_TEMPLATE_* settings (any 8+ letters or digits) in /admin/env, then start the server with:\n',
);
console.log(
  `${Object.entries({ ...standIn.env, MSG91_WEBHOOK_TOKEN: token })
    .map(([k, v]) => `${k}=${v}`)
    .join(' \\\n')} \\\nnpm start\n`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void standIn.close().then(() => process.exit(0)));
