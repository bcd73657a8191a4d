// The outbound channels' adapters (issue 28): one file per channel; the engine builds its registry here.
export { msg91SmsAdapter } from './sms-msg91.ts';
export { whatsAppAdapter } from './whatsapp.ts';
