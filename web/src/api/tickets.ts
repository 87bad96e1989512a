import { useQueries, useQuery } from '@tanstack/react-query';
import { authEndpoints, LIMITS } from '@portal/contract';
import { api } from './api';
import { buildUrl, type QueryValue } from './http-utils';

/*
 * Links that cannot send the token header (an iframe's or an <img>'s src) carry a short-lived
 * ticket for their one path instead of the session token (docs/decisions/010-link-tickets.md).
 * Tickets asked for in the same moment (the pictures of a list) go out in one request.
 */

const ticketKeys = { all: ['tickets'] as const, path: (path: string) => [...ticketKeys.all, path] as const };

/** Used well before it expires, so a link built from it still opens. */
const TICKET_FRESH_MS = (LIMITS.linkTicketTtlSeconds - 60) * 1000;

let waiting: { path: string; resolve: (ticket: string) => void; reject: (err: unknown) => void }[] = [];

function flush() {
  const batch = waiting;
  waiting = [];
  for (let i = 0; i < batch.length; i += LIMITS.linkTicketBatchMax) {
    const part = batch.slice(i, i + LIMITS.linkTicketBatchMax);
    api(authEndpoints.tickets, { body: { paths: [...new Set(part.map((w) => w.path))] } }, { silent: true }).then(
      ({ tickets }) => part.forEach((w) => w.resolve(tickets[w.path])),
      (err) => part.forEach((w) => w.reject(err)),
    );
  }
}

/** A ticket for one path, batched with the others asked for in this tick. */
function requestTicket(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!waiting.length) setTimeout(flush, 0);
    waiting.push({ path, resolve, reject });
  });
}

/** The ticket opens a path; a query the link carries (`?key=`, `?lang=`) is not part of it. */
const ticketQuery = (path: string | undefined) => ({
  queryKey: ticketKeys.path(path?.split('?')[0] ?? ''),
  queryFn: () => requestTicket(path!.split('?')[0]),
  enabled: !!path,
  staleTime: TICKET_FRESH_MS,
  gcTime: TICKET_FRESH_MS,
  // A new ticket would reload the frame or picture that shows it.
  refetchOnWindowFocus: false,
  retry: 1,
});

/** `path` (no query of its own, or one given in `query`) as a link with its ticket; undefined until the ticket is there. */
export function useTicketUrl(path: string | undefined, query?: Record<string, QueryValue>): string | undefined {
  const { data } = useQuery(ticketQuery(path));
  return path && data ? buildUrl(path, { ...query, ticket: data }) : undefined;
}

/** Several paths as links with tickets (one request), in the same order; undefined until each is there. */
export function useTicketUrls(paths: string[]): (string | undefined)[] {
  const results = useQueries({ queries: paths.map((p) => ticketQuery(p)) });
  return paths.map((p, i) => (results[i].data ? buildUrl(p, { ticket: results[i].data }) : undefined));
}
