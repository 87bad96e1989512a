import { pathOf, type Endpoint, type EndpointArgs, type EndpointData, type NeedsArgs } from '@portal/contract';
import { buildUrl, download, request, type QueryValue, type RequestOptions } from './http';

/*
 * The one way the web calls the server (decision 029): an entry of a domain's endpoint table and
 * its arguments, typed from the table. The web never writes a `/rest/…` path.
 */

type Options = Omit<RequestOptions, 'method' | 'query' | 'body'>;
type ArgsOf<E extends Endpoint> = NeedsArgs<E> extends true ? [args: EndpointArgs<E>, options?: Options] : [args?: EndpointArgs<E>, options?: Options];

/** Calls an endpoint and answers the envelope's data (errors as `request` reports them). */
export function api<E extends Endpoint>(endpoint: E, ...[args, options]: ArgsOf<E>): Promise<EndpointData<E>> {
  const a = (args ?? {}) as { params?: Record<string, unknown>; query?: Record<string, QueryValue>; body?: unknown };
  return request<EndpointData<E>>(pathOf(endpoint, a.params), { ...options, method: endpoint.method, query: a.query, body: a.body });
}

/** The address of an endpoint with its parameters and query: for links, tickets and downloads. */
export function urlOf<E extends Endpoint>(endpoint: E, args?: Pick<EndpointArgs<E>, 'params' | 'query'>): string {
  const a = (args ?? {}) as { params?: Record<string, unknown>; query?: Record<string, QueryValue> };
  return buildUrl(pathOf(endpoint, a.params), a.query);
}

/** The path of an endpoint with its parameters, without a query (what a link ticket opens). */
export function pathFor<E extends Endpoint>(endpoint: E, params?: EndpointArgs<E>['params']): string {
  return pathOf(endpoint, params as Record<string, unknown> | undefined);
}

/** Fetches a download endpoint's file. */
export function fetchFile<E extends Endpoint>(endpoint: E, ...[args, options]: ArgsOf<E>) {
  const a = (args ?? {}) as { params?: Record<string, unknown>; query?: Record<string, QueryValue>; body?: unknown };
  return download(pathOf(endpoint, a.params), { ...options, method: endpoint.method, query: a.query, body: a.body });
}
