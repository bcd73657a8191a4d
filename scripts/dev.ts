// `npm run dev`: the API server with file watching on :3000 and Vite's dev server on :5173,
// which proxies the API paths to it. Open http://localhost:5173.
import { spawn } from 'node:child_process';
import path from 'node:path';

const bin = (name: string) => path.resolve('node_modules/.bin', name);
const children = [
  spawn(bin('node'), ['--watch-path=src/server', '--watch-path=src/shared', 'src/server/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', PORT: process.env.PORT ?? '3000' },
  }),
  spawn(bin('vite'), [], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children)
  child.once('exit', (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  });
