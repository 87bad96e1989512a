import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Spin } from 'antd';
import './topic-frame.css';

/**
 * Defence in depth on top of the server's sanitizer and CSP: the topic document may never run a
 * script, submit a form, open a window or navigate the portal. `allow-same-origin` only lets
 * the portal (not the topic) read the document's height and add the print decorations; without
 * `allow-scripts` the topic cannot use that origin itself.
 */
export const TOPIC_SANDBOX = 'allow-same-origin';
/** Printing from a sandboxed frame also needs `allow-modals` (the print dialog is one); still no scripts. */
export const PRINT_SANDBOX = 'allow-same-origin allow-modals';

export interface TopicFrameHandle {
  /** The topic's document once loaded (null while loading, or when the browser keeps it opaque). */
  document: () => Document | null;
  window: () => Window | null;
  /** Measures the content again (after the caller changed the document). */
  remeasure: () => void;
}

interface TopicFrameProps {
  /** The topic document's URL (GET /rest/html/{id}?ticket=…, a link ticket). */
  src: string;
  /** Accessible name of the frame. */
  title: string;
  /** `content`: as tall as the topic (the page around it scrolls); `fill`: fills its box and scrolls itself. */
  size?: 'content' | 'fill';
  sandbox?: string;
  /** Called once the document loaded; `doc` is null when it cannot be read. */
  onLoad?: (doc: Document | null) => void;
  minHeight?: number;
  /**
   * Extra styles for the document (the topic CSP allows inline styles, never scripts), added from
   * outside once it loaded: e.g. hiding the title the page around the frame already shows.
   */
  css?: string;
  className?: string;
  testId?: string;
}

function readDocument(frame: HTMLIFrameElement | null): Document | null {
  try {
    return frame?.contentDocument ?? null;
  } catch {
    return null;
  }
}

/** A topic's HTML in a sandboxed `<iframe>`, sized to its content when the document is readable. */
export const TopicFrame = forwardRef<TopicFrameHandle, TopicFrameProps>(function TopicFrame(
  { src, title, size = 'content', sandbox = TOPIC_SANDBOX, onLoad, minHeight = 240, css, className, testId = 'topic-frame' },
  ref,
) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);

  const measure = useCallback(() => {
    if (size !== 'content') return;
    const doc = readDocument(frame.current);
    if (!doc?.documentElement) return;
    const next = Math.max(minHeight, Math.ceil(doc.documentElement.scrollHeight));
    setHeight((h) => (h === next ? h : next));
  }, [size, minHeight]);

  useImperativeHandle(ref, () => ({ document: () => readDocument(frame.current), window: () => frame.current?.contentWindow ?? null, remeasure: measure }), [measure]);

  useEffect(() => {
    setLoading(true);
    setHeight(null);
  }, [src]);

  // the width decides where lines wrap, so a resized frame is measured again
  useEffect(() => {
    const el = frame.current;
    if (!el || size !== 'content' || typeof ResizeObserver === 'undefined') return;
    let width = el.clientWidth;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === width) return;
      width = el.clientWidth;
      measure();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, size]);

  const handleLoad = () => {
    setLoading(false);
    const doc = readDocument(frame.current);
    if (doc && css) {
      const style = doc.createElement('style');
      style.textContent = css;
      (doc.head ?? doc.documentElement).append(style);
    }
    if (doc) {
      // pictures arrive after the document: each one may make it taller
      doc.addEventListener('load', measure, true);
      doc.addEventListener('error', measure, true);
    }
    measure();
    onLoad?.(doc);
  };

  return (
    <div className={`topic-frame topic-frame-${size}${className ? ` ${className}` : ''}`}>
      {loading && <Spin className="topic-frame-spin" />}
      <iframe
        ref={frame}
        src={src}
        title={title}
        sandbox={sandbox}
        referrerPolicy="no-referrer"
        onLoad={handleLoad}
        style={size === 'content' ? { height: height ?? minHeight } : undefined}
        data-testid={testId}
      />
    </div>
  );
});
