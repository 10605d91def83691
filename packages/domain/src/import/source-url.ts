const TRACKING_PARAMS = /^(utm_[a-z]+|fbclid|gclid|mc_[a-z]+|ref|ref_src|igshid|_ga)$/i;

/**
 * An address reduced to what identifies the page, for "already in your box" checks: lower-case
 * host without "www.", no fragment, no tracking parameters, no trailing slash; http and https
 * alike. Null when the text is not an http(s) address.
 */
export function normaliseSourceUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const params = [...url.searchParams.entries()]
    .filter(([key]) => !TRACKING_PARAMS.test(key))
    .sort(([a], [b]) => a.localeCompare(b));
  const query = new URLSearchParams(params).toString();
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const port = url.port ? `:${url.port}` : '';
  const path = url.pathname.replace(/\/+$/, '') || '';
  return `${host}${port}${path}${query ? `?${query}` : ''}`;
}
