/**
 * The site's pay address as a link on the site's own pages: its path only, so that it stays on
 * the origin the visitor reached (the API answers it absolute, from PUBLIC_URL, for mails).
 */
export function payPath(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.pathname.startsWith("/pay/") ? u.pathname : url;
  } catch {
    return url;
  }
}
