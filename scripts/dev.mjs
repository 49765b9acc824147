// `npm run dev`: the API with reload on change (TypeScript sources) and Vite's dev server for the
// screens, which proxies /api and /ws to the API. Open http://localhost:5173.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--conditions=gleaner-source', 'apps/server/src/server.ts'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', '@gleaner/web'], { stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) {
      stop();
      process.exitCode = code;
    }
  });
}
