import 'server-only';

import { randomBytes } from 'node:crypto';

import { processWide } from '@/lib/process-wide';
import { serverSettings } from '@/server/settings';

import type { ArrivingRequest } from './requests';

/** Carries the address from the moment a request arrives to the code that reads it. */
const CLIENT_ADDRESS_HEADER = 'x-client-address';

/** `::ffff:192.0.2.1`, an IPv4 client of a dual-stack socket, is the client `192.0.2.1`. */
function plainAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

/** Only the trusted proxies' X-Forwarded-For entries count, never those the client wrote. */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedHops: number,
): string | undefined {
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const address =
    trustedHops > 0 && forwarded.length > 0
      ? forwarded[Math.max(0, forwarded.length - trustedHops)]
      : peer;
  return address ? plainAddress(address) : undefined;
}

const stampKey = () =>
  processWide('client-address-key', () => randomBytes(18).toString('base64url'));

/** The header carries a key of this process, so that one a client sends itself is not believed. */
export function clientAddressStamper(
  trustedHops = serverSettings.TRUST_PROXY_HOPS,
): (arriving: ArrivingRequest) => void {
  const key = stampKey();
  return ({ request, socket }) => {
    const address = resolveClientAddress(
      socket.remoteAddress,
      request.headers['x-forwarded-for'],
      trustedHops,
    );
    if (address) request.headers[CLIENT_ADDRESS_HEADER] = `${key} ${address}`;
    else delete request.headers[CLIENT_ADDRESS_HEADER];
  };
}

/** The visitor's address, as set when their request arrived; a header a client sent never. */
export function clientAddress(headers: Headers): string | undefined {
  const key = stampKey();
  const value = headers.get(CLIENT_ADDRESS_HEADER);
  if (!value?.startsWith(`${key} `)) return undefined;
  return value.slice(key.length + 1);
}
