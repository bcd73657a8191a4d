// The outbound channels' adapters (issue 28): one file per channel; the engine builds its registry here.
export { pushAdapter } from './push.ts';
