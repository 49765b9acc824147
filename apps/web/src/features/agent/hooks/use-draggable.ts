import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

const KEY_STEP = 24;

/** Moves a fixed window by its handle: pointer drag, or the arrow keys when the handle has focus. */
export function useDraggable() {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const start = useRef<{ x: number; y: number; ox: number; oy: number } | null>(null);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if ((event.target as HTMLElement).closest('button')) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      start.current = { x: event.clientX, y: event.clientY, ox: offset.x, oy: offset.y };
    },
    [offset],
  );
  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    if (!from) return;
    setOffset({ x: from.ox + event.clientX - from.x, y: from.oy + event.clientY - from.y });
  }, []);
  const onPointerUp = useCallback(() => {
    start.current = null;
  }, []);
  const onKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-KEY_STEP, 0],
      ArrowRight: [KEY_STEP, 0],
      ArrowUp: [0, -KEY_STEP],
      ArrowDown: [0, KEY_STEP],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setOffset((current) => ({ x: current.x + move[0], y: current.y + move[1] }));
  }, []);
  return {
    style: { transform: `translate(${offset.x}px, ${offset.y}px)` },
    handle: { onPointerDown, onPointerMove, onPointerUp, onKeyDown },
  };
}
