import { portalPageHref } from '@portal/contract';

/**
 * The page a feedback was sent from: a link only when it is one of the portal's own pages; an
 * address stored before the server checked them (`javascript:`, another site) stays plain text.
 */
export function PageAddress({ url }: { url: string }) {
  if (!url) return <>—</>;
  const href = portalPageHref(url);
  return href
    ? <a href={href} data-testid="feedback-page-link">{url}</a>
    : <span className="feedback-page-text" data-testid="feedback-page-text">{url}</span>;
}
