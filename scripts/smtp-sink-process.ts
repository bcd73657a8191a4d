// A mail server for the notification benchmark in a process of its own, as a real one would be on
// another machine: receiving thousands of messages must not slow the benchmark's own probe of the
// API. Forked by bench-notify.ts; it tells its address, and the count of messages when asked.
import { startSmtpSink } from '../test/support/smtp-sink.ts';

let received = 0;
const sink = await startSmtpSink(() => received++);
process.send!({ url: sink.url });
process.on('message', (message: 'count' | 'close') => {
  if (message === 'count') process.send!({ received });
  else void sink.close().then(() => process.disconnect());
});
