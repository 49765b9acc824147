import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/gleaner.mjs', import.meta.url));

const pages: Record<string, string> = {
  '/': `<!doctype html><html><head><title>Home</title></head><body>
    <table><tr><th>Item</th><th>Price</th></tr><tr><td>Tea</td><td>£2.50</td></tr></table>
    <a href="/files/list.csv">Price list</a> <a href="/a">A</a> <a href="/b">B</a></body></html>`,
  '/a': '<!doctype html><html><head><title>A</title></head><body><a href="/b">B</a></body></html>',
  '/b': '<!doctype html><html><head><title>B</title></head><body><a href="/">Home</a></body></html>',
  '/story': `<!doctype html><html><head><title>Gleaning day</title></head><body><article>
    <h1>Gleaning day</h1>
    <p>${'Volunteers gathered the potatoes the harvest machines had left in the field. '.repeat(6)}</p>
    <p>${'The food bank received forty crates by the end of the afternoon. '.repeat(6)}</p>
    </article></body></html>`,
};

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const body = pages[new URL(request.url ?? '/', 'http://x').pathname];
    if (body) response.writeHead(200, { 'content-type': 'text/html' }).end(body);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function gleaner(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], {
      env: { ...process.env, ALLOW_PRIVATE_HOSTS: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('gleaner CLI', () => {
  it('documents every flag in --help', async () => {
    const top = await gleaner('--help');
    expect(top.code).toBe(0);
    expect(top.stdout).toMatch(/scrape[\s\S]*crawl/);
    const crawlHelp = await gleaner('crawl', '--help');
    for (const flag of [
      '--max-pages',
      '--max-depth',
      '--include',
      '--exclude',
      '--concurrency',
      '--no-robots',
      '--format',
      '--out',
      '--allow-private-hosts',
    ]) {
      expect(crawlHelp.stdout).toContain(flag);
    }
  });

  it('exits 2 on usage errors and 1 when the fetch fails', async () => {
    const badFlag = await gleaner('scrape', origin, '--format', 'xml');
    expect(badFlag.code).toBe(2);
    expect(badFlag.stderr).toContain('--format must be one of json, jsonl, csv, md');
    expect((await gleaner('crawl', '--max-pages', 'lots', origin)).code).toBe(2);
    expect((await gleaner('frobnicate')).code).toBe(2);
    const refused = await gleaner('scrape', `${origin}/`);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/private, loopback or reserved address.*--allow-private-hosts/);
  });

  it('scrapes a page as JSON, CSV and to a file', async () => {
    const json = await gleaner(
      'scrape',
      `${origin}/`,
      '--allow-private-hosts',
      '--no-robots',
      '--selector',
      'table=table',
    );
    expect(json.code).toBe(0);
    const parsed = JSON.parse(json.stdout) as {
      total_items: number;
      data: { type: string; content: unknown }[];
    };
    expect(parsed.total_items).toBe(1);
    expect(parsed.data[0]?.content).toMatchObject({
      headers: ['Item', 'Price'],
      data: [['Tea', '£2.50']],
    });
    const dir = mkdtempSync(join(tmpdir(), 'gleaner-cli-'));
    const csv = await gleaner(
      'scrape',
      `${origin}/`,
      '--allow-private-hosts',
      '--no-robots',
      '--format',
      'csv',
      '--out',
      join(dir, 'out.csv'),
    );
    expect(csv.code).toBe(0);
    const lines = readFileSync(join(dir, 'out.csv'), 'utf8').trim().split(/\r?\n/);
    expect(lines[0]).toBe('ID,Type,Content,Selector,Timestamp,Confidence');
    expect(lines[1]).toContain('download_links');
    expect(lines).toHaveLength(5);
  });

  it('prints the main content as Markdown, with the title only when asked', async () => {
    const args = ['scrape', `${origin}/story`, '--allow-private-hosts', '--no-robots'];
    const plain = await gleaner(...args, '--format', 'md');
    expect(plain.code).toBe(0);
    expect(plain.stdout.startsWith('Volunteers gathered the potatoes')).toBe(true);
    expect(plain.stdout).not.toContain('Gleaning day');
    const titled = await gleaner(...args, '--format', 'md', '--title');
    expect(titled.stdout.startsWith('# Gleaning day\n\nVolunteers gathered')).toBe(true);
  });

  it('crawls a site to JSON lines with a summary on stderr', async () => {
    const run = await gleaner(
      'crawl',
      `${origin}/`,
      '--allow-private-hosts',
      '--max-pages',
      '10',
      '--concurrency',
      '2',
    );
    expect(run.code).toBe(0);
    const items = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { content: { title: string } });
    expect(items.map((item) => item.content.title).sort()).toEqual(['A', 'B', 'Home']);
    expect(run.stderr).toMatch(/Crawled 3 pages: 3 items, 0 failures, 0 skipped, in \d+\.\d+ s/);
    expect(run.stderr).toContain('[1/10]');
  });
});
