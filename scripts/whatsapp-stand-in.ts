// `npm run whatsapp:stand-in [-- --port 4050 --webhook-url http://localhost:3000/api/webhooks/whatsapp]`:
// a local stand-in of the WhatsApp Cloud API, to try WhatsApp alerts without a Meta account. Each
// message is reported delivered at once by a signed status webhook.
import { parseArgs } from 'node:util';
import { startWhatsAppStandIn } from '../test/support/whatsapp-stand-in.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4050' },
    'webhook-url': { type: 'string', default: 'http://localhost:3000/api/webhooks/whatsapp' },
  },
});
const webhookUrl = values['webhook-url'];
const standIn = await startWhatsAppStandIn({ port: Number(values.port), webhookUrl, autoDeliver: true });

console.log(`WhatsApp Cloud API stand-in at ${standIn.url}, sending status webhooks to ${webhookUrl}`);
console.log(
  'Set the WHATSAPP_TEMPLATE_* settings (any template name) in /admin/env, then start the server with:\n',
);
console.log(
  `${Object.entries(standIn.env)
    .map(([k, v]) => `${k}=${v}`)
    .join(' \\\n')} \\\nnpm start\n`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void standIn.close().then(() => process.exit(0)));
