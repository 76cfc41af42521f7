import 'server-only';

/** Set by `scripts/start.mjs` from the socket (and trusted proxies only); never by the client. */
const CLIENT_ADDRESS_HEADER = 'x-client-address';

/** The visitor's address, when the site runs behind `scripts/start.mjs` (`next dev` sets none). */
export function clientAddress(headers: Headers): string | undefined {
  return headers.get(CLIENT_ADDRESS_HEADER) ?? undefined;
}
