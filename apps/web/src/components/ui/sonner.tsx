import { TOASTS } from '@gleaner/shared';
import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';

/**
 * The app's one toast outlet, configured with the spec's toast constants. Sonner is held at 1.7,
 * whose swipe-to-dismiss threshold is the spec's 20 px (TOASTS.swipeThresholdPx); version 2
 * fixes it at 45 px with no option.
 */
export function Toaster() {
  return (
    <Sonner
      duration={TOASTS.durationMs}
      visibleToasts={TOASTS.visible}
      gap={TOASTS.gapPx}
      hotkey={[...TOASTS.hotkey]}
      style={{ '--width': `${TOASTS.widthPx}px` } as CSSProperties}
      closeButton
      richColors
    />
  );
}
