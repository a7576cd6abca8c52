import type { Request } from 'express';
import ipaddr from 'ipaddr.js';

/**
 * The address a client is counted by in the limits: Express's `request.ip` (the socket's peer, or
 * what the proxies named in TRUST_PROXY forwarded), with IPv4-mapped IPv6 written as IPv4 and an
 * IPv6 client reduced to its /64, the block one household or server usually gets whole (so it
 * cannot take a fresh address per request).
 */
export function clientAddress(request: Pick<Request, 'ip'>): string {
  const ip = request.ip ?? '';
  if (!ipaddr.isValid(ip)) {
    // Only a proxy trusted for more hops than there are could pass a non-address on; keep keys short.
    return ip.slice(0, 64);
  }
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = (address as ipaddr.IPv6).parts.slice(0, 4).concat([0, 0, 0, 0]);
  return `${new ipaddr.IPv6(network).toString()}/64`;
}
