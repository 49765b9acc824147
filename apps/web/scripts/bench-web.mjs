// Builds the web app with a manifest and prints the gzip size of the JavaScript the landing
// route loads first: the entry chunk and every chunk it imports statically. Target: 150 KB.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const TARGET_KB = 150;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'dist');

execFileSync('npx', ['vite', 'build', '--manifest', 'manifest.json', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
});
const manifest = JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The manifest names no entry chunk');

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);

let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${file}`);
}
const kb = total / 1024;
console.log(
  `landing route first-load JavaScript (gzip): ${kb.toFixed(1)} KB (target ≤ ${TARGET_KB} KB)`,
);
process.exitCode = kb <= TARGET_KB ? 0 : 1;
