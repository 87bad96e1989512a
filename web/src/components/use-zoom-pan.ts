import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { pinchZoom, stepZoom, wheelZoom } from './zoom';

/** Movement (px) after which a press is a drag, not a click. */
const DRAG_THRESHOLD = 4;

export interface ZoomPan {
  zoom: number;
  offset: { x: number; y: number };
  dragging: boolean;
  zoomIn: () => void;
  zoomOut: () => void;
  reset: () => void;
  /** Whether the last press moved far enough to be a drag (a click after it is ignored). */
  wasDrag: () => boolean;
  /** Spread on the stage: wheel zoom (a non-passive listener) and pointer drag. */
  stage: {
    ref: (el: HTMLElement | null) => void;
    onPointerDown: (e: ReactPointerEvent) => void;
    onPointerMove: (e: ReactPointerEvent) => void;
    onPointerUp: (e: ReactPointerEvent) => void;
    onPointerCancel: (e: ReactPointerEvent) => void;
  };
  transform: string;
}

/** Zoom (wheel, buttons, two fingers pinching; 0.2–6) and pan (drag) of one stage. */
export function useZoomPan(): ZoomPan {
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [dragging, setDragging] = useState(false);
  const press = useRef<{ x: number; y: number; ox: number; oy: number; moved: boolean; id: number } | null>(null);
  const lastWasDrag = useRef(false);
  const stage = useRef<HTMLElement | null>(null);
  // the pointers on the stage now, and the pinch two of them started (their spread, the zoom then)
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return Math.hypot(a.x - b.x, a.y - b.y);
  };

  const onWheel = useCallback((e: WheelEvent) => {
    e.preventDefault();
    setZoom((z) => wheelZoom(z, e.deltaY));
  }, []);

  const stageRef = useCallback(
    (el: HTMLElement | null) => {
      stage.current?.removeEventListener('wheel', onWheel);
      stage.current = el;
      el?.addEventListener('wheel', onWheel, { passive: false });
    },
    [onWheel],
  );
  useEffect(() => () => stage.current?.removeEventListener('wheel', onWheel), [onWheel]);

  const onPointerDown = (e: ReactPointerEvent) => {
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 2) {
      // a second finger: the gesture is a pinch now, not a drag (nor, when it ends, a tap)
      pinch.current = { distance: spread(), zoom };
      press.current = null;
      lastWasDrag.current = true;
      setDragging(false);
      return;
    }
    if (e.button !== 0) return;
    press.current = { x: e.clientX, y: e.clientY, ox: offset.x, oy: offset.y, moved: false, id: e.pointerId };
    lastWasDrag.current = false;
  };
  const onPointerMove = (e: ReactPointerEvent) => {
    if (pointers.current.has(e.pointerId)) pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const pinching = pinch.current;
    if (pinching && pointers.current.size >= 2) {
      setZoom(pinchZoom(pinching.zoom, pinching.distance, spread()));
      return;
    }
    const p = press.current;
    if (!p) return;
    const dx = e.clientX - p.x;
    const dy = e.clientY - p.y;
    if (!p.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    if (!p.moved) {
      p.moved = true;
      setDragging(true);
      (e.currentTarget as HTMLElement).setPointerCapture?.(p.id);
    }
    setOffset({ x: p.ox + dx, y: p.oy + dy });
  };
  const onPointerUp = (e: ReactPointerEvent) => {
    pointers.current.delete(e.pointerId);
    if (pinch.current) {
      if (pointers.current.size < 2) pinch.current = null;
      press.current = null;
      return;
    }
    lastWasDrag.current = !!press.current?.moved;
    press.current = null;
    setDragging(false);
  };

  return {
    zoom,
    offset,
    dragging,
    zoomIn: () => setZoom((z) => stepZoom(z, 1)),
    zoomOut: () => setZoom((z) => stepZoom(z, -1)),
    reset: () => {
      setZoom(1);
      setOffset({ x: 0, y: 0 });
    },
    wasDrag: () => lastWasDrag.current,
    stage: { ref: stageRef, onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
    transform: `translate(${offset.x}px, ${offset.y}px) scale(${zoom})`,
  };
}
