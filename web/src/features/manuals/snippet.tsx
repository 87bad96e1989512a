import { useMemo } from 'react';
import { splitSnippet } from './manuals-logic';

/**
 * A search snippet from the server: only `<mark>` is honoured, everything else is rendered as
 * text by React (never as HTML), so markup inside a topic cannot reach the page.
 */
export function Snippet({ html, className }: { html: string; className?: string }) {
  const parts = useMemo(() => splitSnippet(html), [html]);
  return (
    <span className={className}>
      {parts.map((part, i) => (part.mark ? <mark key={i} className="manual-mark">{part.text}</mark> : <span key={i}>{part.text}</span>))}
    </span>
  );
}
