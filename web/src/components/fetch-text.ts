import { i18n } from '../i18n';
import { getToken } from '../api/token';

/**
 * A picture's text (an SVG, or a page holding one) fetched with the token header and the UI's
 * language, outside the JSON envelope of `api()`. Throws on a non-2xx answer.
 */
export async function fetchText(url: string, accept: string, signal: AbortSignal): Promise<string> {
  const headers: Record<string, string> = { Accept: accept, 'Accept-Language': i18n.language || 'en-US' };
  const token = getToken();
  if (token) headers.token = token;
  const response = await fetch(url, { headers, signal });
  if (!response.ok) throw new Error(String(response.status));
  return response.text();
}
