/** Where a PostgreSQL URL points, for messages: host:port/database, never the user's password. */
export function postgresAddress(url: string): string {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  return `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}${database ? `/${database}` : ''}`;
}

/** The URL with its password replaced by ***, safe to print. */
export function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** `text` with any occurrence of the URL's password masked (a driver may quote the URL back). */
export function maskPassword(text: string, url: string): string {
  const password = URL.canParse(url) ? new URL(url).password : '';
  if (!password) return text;
  let decoded = password;
  try {
    decoded = decodeURIComponent(password);
  } catch {
    // a malformed escape: the password as written is all there is to mask
  }
  return [password, decoded].reduce((masked, secret) => masked.split(secret).join('***'), text);
}
