import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front of the shop are believed about the client's address (TRUST_PROXY).
 *
 * Every proxy appends the address it saw to X-Forwarded-For, so the entries on the right were written by our own
 * proxies and the ones on the left by whoever sent the request: a client can start the header with anything. The
 * address is therefore read from the right, past the proxies we trust, never from the left.
 * - `none`: clients reach the shop directly; X-Forwarded-For is ignored.
 * - `hops`: this many proxies stand in front (`1`: one load balancer, whose entry is the rightmost one).
 * - `networks`: proxies are recognised by their address; the first address from the right outside these
 *   networks is the client.
 */
export type TrustedProxies =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'networks'; networks: BlockList; spelled: string };

export const NO_TRUSTED_PROXIES: TrustedProxies = { kind: 'none' };

const MAX_HOPS = 20;

/**
 * TRUST_PROXY as written: unset, empty or `0` → none; a whole number → that many hops; otherwise a comma-separated
 * list of networks (`10.0.0.0/8`, `fd00::/8`) or single addresses. Throws with a readable message on anything else,
 * so a mistyped setting stops the server instead of trusting the wrong party.
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const spelled = value?.trim() ?? '';
  if (spelled === '' || spelled === '0') return NO_TRUSTED_PROXIES;
  if (/^\d+$/.test(spelled)) {
    const hops = Number(spelled);
    if (hops > MAX_HOPS) throw new Error(`TRUST_PROXY: at most ${MAX_HOPS} proxies, got ${hops}`);
    return { kind: 'hops', hops };
  }
  const networks = new BlockList();
  for (const item of spelled.split(',').map((s) => s.trim())) {
    const [address, prefix, ...rest] = item.split('/');
    const family = isIP(address ?? '');
    const bits = family === 4 ? 32 : 128;
    const length = prefix === undefined ? bits : /^\d+$/.test(prefix) ? Number(prefix) : NaN;
    if (!family || rest.length || !(length >= 0 && length <= bits))
      throw new Error(`TRUST_PROXY: "${item}" is neither a number of proxies nor an address or network (10.0.0.0/8)`);
    networks.addSubnet(address, length, family === 4 ? 'ipv4' : 'ipv6');
  }
  return { kind: 'networks', networks, spelled };
}

/** An address as written in X-Forwarded-For or by the socket, without brackets, port or IPv4-in-IPv6 prefix; null when it is no address. */
export function normaliseAddress(raw: string): string | null {
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  if (mapped) value = mapped[1];
  return isIP(value) ? value : null;
}

/** Whether the peer the request came from is one of our proxies (and may be believed about the request). */
export function isTrustedPeer(trusted: TrustedProxies, socketAddress: string | null): boolean {
  if (trusted.kind === 'none') return false;
  if (trusted.kind === 'hops') return trusted.hops > 0;
  return inNetworks(trusted.networks, socketAddress);
}

/**
 * The client's address: the socket's, or the X-Forwarded-For entry the trusted proxies vouch for. Entries that
 * are not addresses are not believed: the answer is then the nearest address a trusted party did write.
 */
export function clientAddressFrom(
  trusted: TrustedProxies,
  socketAddress: string,
  forwardedFor: string | null | undefined,
): string {
  if (trusted.kind === 'none' || !forwardedFor) return socketAddress;
  const entries = forwardedFor.split(',').map(normaliseAddress);
  if (trusted.kind === 'hops') {
    // The socket is the nearest proxy; each further hop is one entry leftwards. Fewer entries than hops: the
    // leftmost one is as far as the chain goes.
    let chosen = socketAddress;
    for (let i = entries.length - 1; i >= Math.max(0, entries.length - trusted.hops); i--) {
      const entry = entries[i];
      if (!entry) break;
      chosen = entry;
    }
    return chosen;
  }
  let chosen = socketAddress;
  for (let i = entries.length - 1; i >= 0 && inNetworks(trusted.networks, chosen); i--) {
    const entry = entries[i];
    if (!entry) break;
    chosen = entry;
  }
  return chosen;
}

function inNetworks(networks: BlockList, raw: string | null): boolean {
  const address = raw ? normaliseAddress(raw) : null;
  if (!address) return false;
  return networks.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
}
