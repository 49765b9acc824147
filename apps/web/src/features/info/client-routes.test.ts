import { CLIENT_ROUTES, isClientRoute } from '@gleaner/shared';
import { describe, expect, it } from 'vitest';
import { FOOTER_LINKS } from '@/lib/routes';
import { OTHER_SCREENS } from '@/pages/OtherScreens';

/** The server answers 404 for a page outside CLIENT_ROUTES, so every screen must be listed. */
describe('the shared route table', () => {
  it('lists every screen and every footer link', () => {
    for (const { path } of OTHER_SCREENS) expect(CLIENT_ROUTES, path).toContain(path);
    for (const { to } of FOOTER_LINKS) expect(CLIENT_ROUTES, to).toContain(to);
  });

  it('accepts a trailing slash and refuses paths below a screen', () => {
    expect(isClientRoute('/docs/')).toBe(true);
    expect(isClientRoute('/')).toBe(true);
    expect(isClientRoute('/docs/extra')).toBe(false);
    expect(isClientRoute('/audit-reports')).toBe(false);
    expect(isClientRoute('/monitors/0b6c5a9e-1f7e-4a55-9b0e-3c1d2e4f5a6b')).toBe(true);
    expect(isClientRoute('/monitors/')).toBe(false);
    expect(isClientRoute('/monitors/a/b')).toBe(false);
  });
});
