import ipaddr from 'ipaddr.js';
import type { ClientAddress } from '../services/audit/client-address';

/** The prefix an IPv6 client is counted by: one home, phone or server is given a /64 (RFC 6177). */
export const IPV6_GROUP_BITS = 64;

/**
 * The key every per-IP limit of ours counts by: an IPv4 address as it is (a site's NAT is one
 * address), an IPv6 address by its /64, because a single subscriber rotates freely through the
 * 2^64 addresses of theirs. IPv4-mapped IPv6 (`::ffff:1.2.3.4`, a dual-stack socket) counts as
 * the IPv4 address. The same grouping as @fastify/rate-limit's route limits (`ipv6Subnet: 64`).
 */
export function clientNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${IPV6_GROUP_BITS}`).toString()}/${IPV6_GROUP_BITS}`;
}

/** The request's address and network, as the services that count attempts take them. */
export const clientAddress = (ip: string): ClientAddress => ({ ip, network: clientNetwork(ip) });
