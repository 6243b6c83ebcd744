import { isIPv4 } from "node:net";
import type { FastifyRequest } from "fastify";

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  if (isIPv4(v4)) return v4.startsWith("127.");
  return address === "::1";
}

/** `localhost`, `*.localhost`, 127.x.x.x or `[::1]`, with or without a port. */
function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  return (
    hostname === "localhost" ||
    hostname.endsWith(".localhost") ||
    hostname === "[::1]" ||
    (isIPv4(hostname) && hostname.startsWith("127."))
  );
}

const proxyHeaders = ["x-forwarded-for", "x-forwarded-host", "x-real-ip", "forwarded"] as const;

/**
 * True for a request made on this very machine: the TCP peer is a loopback address (the socket's, not
 * `request.ip`, which TRUST_PROXY lets a header decide), no proxy header says it was relayed for someone
 * else, and the Host is a loopback name — so a proxy in front of a deployed server (which connects from
 * 127.0.0.1) and a DNS-rebinding page (whose Host is its own domain) are both turned away.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (proxyHeaders.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopbackAddress(request.socket.remoteAddress) && isLoopbackHost(request.headers.host);
}
