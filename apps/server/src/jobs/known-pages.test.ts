import { describe, expect, it } from 'vitest';
import { KnownPages } from './known-pages.js';

describe('KnownPages', () => {
  it('passes on only the links not yet known for that job, in their order', () => {
    const known = new KnownPages();
    expect(known.unknown('job-a', ['/1', '/2'])).toEqual(['/1', '/2']);
    known.remember('job-a', ['/1', '/3']);
    expect(known.unknown('job-a', ['/3', '/2', '/1', '/4'])).toEqual(['/2', '/4']);
    expect(known.unknown('job-b', ['/1'])).toEqual(['/1']);
  });

  it('forgets a finished job, and the least recently used job when over its limit', () => {
    const known = new KnownPages(2);
    known.remember('job-a', ['/a']);
    known.remember('job-b', ['/b']);
    known.unknown('job-a', []);
    known.remember('job-c', ['/c']);
    expect(known.unknown('job-b', ['/b'])).toEqual(['/b']);
    expect(known.unknown('job-a', ['/a'])).toEqual([]);
    known.forget('job-a');
    expect(known.unknown('job-a', ['/a'])).toEqual(['/a']);
  });

  it('stops remembering a job past its cap, so memory stays bounded on huge crawls', () => {
    const known = new KnownPages(16, 3);
    known.remember('job-a', ['/1', '/2', '/3', '/4', '/5']);
    expect(known.unknown('job-a', ['/1', '/2', '/3', '/4', '/5'])).toEqual(['/4', '/5']);
  });
});
