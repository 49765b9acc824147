import { spawn } from 'node:child_process';
import { createHash, type Hash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, mkdtemp, readFile, readdir, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A new embedded database for each test server, copied from one made and migrated once. Making
 * one runs PostgreSQL's initdb and every migration: seconds of CPU per server, on the critical
 * path of most API test files (issue 30's test time). The copy is the database a fresh start
 * makes (the template is made by the same `openDatabase`), keyed by what could change it.
 */
const serverRoot = fileURLToPath(new URL('../../', import.meta.url));
const migrations = join(serverRoot, 'drizzle');

let made: Promise<string> | undefined;

/** Copies the template's database into `dataDir`, where `openDatabase` then finds it. */
export async function copyPgliteTemplate(dataDir: string): Promise<void> {
  made ??= templateFolder();
  await copyFolder(await made, join(dataDir, 'pglite'));
}

/**
 * A copy of a folder of plain files and folders, its files copied side by side. `cp` with
 * `recursive` walks entry by entry, a stat and a wait each: over the template's ~1,100 files it
 * took 1.1 s of CPU a copy in a test fork against 0.2 s, on every PGlite test server. A folder
 * holding anything else (a link) is left to `cp`.
 */
async function copyFolder(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  if (entries.some((entry) => !entry.isFile() && !entry.isDirectory()))
    return cp(from, to, { recursive: true });
  const target = (entry: (typeof entries)[number]) =>
    join(to, relative(from, entry.parentPath), entry.name);
  await mkdir(to, { recursive: true });
  for (const entry of entries)
    if (entry.isDirectory()) await mkdir(target(entry), { recursive: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => copyFile(join(entry.parentPath, entry.name), target(entry))),
  );
}

async function templateFolder(): Promise<string> {
  const folder = join(tmpdir(), `gleaner-test-pglite-${await templateKey()}`);
  if (existsSync(join(folder, 'pglite', 'PG_VERSION'))) return join(folder, 'pglite');
  // Made aside and renamed in place: test files in other processes may make it at the same time.
  const scratch = await mkdtemp(join(tmpdir(), 'gleaner-test-pglite-making-'));
  await run(join(serverRoot, 'test/support/make-pglite-template.ts'), scratch);
  await rename(scratch, folder).catch(async () => {
    // Another process made it first: its copy serves as well.
    await rm(scratch, { recursive: true, force: true });
  });
  return join(folder, 'pglite');
}

/** The migrations: what a new database's tables are made from (PostgreSQL's template too). */
export async function migrationsKey(): Promise<string> {
  const hash = createHash('sha256');
  await hashMigrations(hash);
  return hash.digest('hex').slice(0, 16);
}

async function hashMigrations(hash: Hash): Promise<void> {
  for (const name of (await readdir(migrations, { recursive: true })).sort()) {
    if (!name.endsWith('.sql') && !name.endsWith('.json')) continue;
    hash.update(name).update(await readFile(join(migrations, name)));
  }
}

/** The migrations, PGlite's version and its settings: what a new database is made from. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  await hashMigrations(hash);
  hash.update(await readFile(pgliteManifest()));
  hash.update(await readFile(join(serverRoot, 'src/db/pglite-settings.ts')));
  return hash.digest('hex').slice(0, 16);
}

/** PGlite's package.json (its `exports` do not list it): above the file its entry resolves to. */
function pgliteManifest(): string {
  let folder = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(folder, 'package.json'))) folder = dirname(folder);
  return join(folder, 'package.json');
}

function run(script: string, dataDir: string): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--conditions=gleaner-source', '--import', 'tsx', script, dataDir],
    { stdio: ['ignore', 'ignore', 'pipe'], cwd: serverRoot },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`making the test database template failed (${code}): ${stderr}`)),
    );
  });
}
