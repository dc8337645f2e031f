/**
 * Where a request came from, as the audit rows and the per-network limits count it: the IP and
 * its network (an IPv4 address as it is, an IPv6 address by its /64). Routes build it from the
 * request (auth/client-network.ts); services take it as given.
 */
export interface ClientAddress {
  ip: string;
  network: string;
}
