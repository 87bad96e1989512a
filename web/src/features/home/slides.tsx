import { useEffect, useRef, useState, type ReactNode } from 'react';

/** A swipe shorter than this (px) is a click, not a turn. */
const SWIPE_PX = 40;

/**
 * The home swiper's slider: one slide at a time, dots to pick one, a swipe or the arrow keys to
 * turn, turning by itself every `autoplayMs` unless the pointer or focus rests on it. It replaces
 * antd's Carousel (react-slick), which weighed about a tenth of the home page's scripts.
 */
export function Slides({ children, autoplayMs, dotLabel }: { children: ReactNode[]; autoplayMs: number | false; dotLabel: (n: number) => string }) {
  const count = children.length;
  const [index, setIndex] = useState(0);
  const [resting, setResting] = useState(false);
  const pointerX = useRef<number | null>(null);
  const swiped = useRef(false);
  const shown = count ? index % count : 0;
  const turn = (by: number) => setIndex((i) => (i + by + count) % count);

  useEffect(() => {
    if (!autoplayMs || resting || count < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), autoplayMs);
    return () => window.clearTimeout(timer);
  }, [autoplayMs, resting, count, shown]);

  return (
    <div
      className="slides"
      onPointerEnter={() => setResting(true)}
      onPointerLeave={() => setResting(false)}
      onFocus={() => setResting(true)}
      onBlur={() => setResting(false)}
      onPointerDown={(e) => { pointerX.current = e.clientX; }}
      onPointerUp={(e) => {
        const dx = pointerX.current === null ? 0 : e.clientX - pointerX.current;
        pointerX.current = null;
        swiped.current = Math.abs(dx) >= SWIPE_PX;
        if (swiped.current) turn(dx < 0 ? 1 : -1);
      }}
      // a swipe that ends on a linked slide turns it, it does not follow the link
      onClickCapture={(e) => { if (swiped.current) { swiped.current = false; e.stopPropagation(); } }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') turn(1);
        if (e.key === 'ArrowLeft') turn(-1);
      }}
    >
      <div className="slides-track" style={{ transform: `translateX(-${shown * 100}%)` }}>
        {children.map((child, i) => (
          <div key={i} className={`slides-slide${i === shown ? ' slides-active' : ''}`} aria-hidden={i !== shown} inert={i !== shown}>
            {child}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="slides-dots">
          {children.map((_, i) => (
            <button
              key={i}
              type="button"
              className={i === shown ? 'slides-dot slides-dot-active' : 'slides-dot'}
              aria-label={dotLabel(i + 1)}
              aria-current={i === shown}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
