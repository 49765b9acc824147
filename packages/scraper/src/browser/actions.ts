import type { Page } from 'playwright-core';
import type { BrowserAction } from '../types.js';

const SCROLL_HEIGHT = 'document.documentElement.scrollHeight';
const SCROLL_TO_BOTTOM = 'window.scrollTo(0, document.documentElement.scrollHeight)';

/** Runs one action on an open page and lets the page settle afterwards. */
export async function runAction(
  page: Page,
  action: BrowserAction,
  idleCapMs: number,
): Promise<void> {
  switch (action.type) {
    case 'navigate':
      await page.goto(action.url, { waitUntil: 'load' });
      await settle(page, idleCapMs);
      return;
    case 'click':
      await page.click(action.selector);
      if (action.waitForNavigation) await page.waitForLoadState('load');
      await settle(page, idleCapMs);
      return;
    case 'wait':
      if (action.selector)
        await page.waitForSelector(action.selector, { timeout: action.timeoutMs ?? 10_000 });
      else await page.waitForTimeout(action.ms ?? 1000);
      return;
    case 'scroll':
      await scroll(page, action, idleCapMs);
      return;
  }
}

async function scroll(
  page: Page,
  action: Extract<BrowserAction, { type: 'scroll' }>,
  idleCapMs: number,
): Promise<void> {
  const delayMs = action.delayMs ?? 300;
  const times = action.untilNoNewContent ? (action.maxScrolls ?? 20) : (action.times ?? 1);
  for (let i = 0; i < times; i++) {
    const before = await page.evaluate<number>(SCROLL_HEIGHT);
    await page.evaluate(SCROLL_TO_BOTTOM);
    await page.waitForTimeout(delayMs);
    await settle(page, Math.min(idleCapMs, 2000));
    if (action.untilNoNewContent) {
      const after = await page.evaluate<number>(SCROLL_HEIGHT);
      if (after <= before) return;
    }
  }
}

/** After load, give late requests a moment; pages that never go quiet are capped. */
export async function settle(page: Page, capMs: number): Promise<void> {
  if (capMs <= 0) return;
  await page.waitForLoadState('networkidle', { timeout: capMs }).catch(() => undefined);
}
