import { isIP } from "node:net";

/**
 * The address a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64,
 * since one home or phone is given a whole /64 and could otherwise take a new address per request.
 */
export function addressBucket(address: string): string {
  const plain = address.replace(/%.*$/, "");
  if (isIP(plain) !== 6) return plain;
  if (/^::ffff:/i.test(plain) && isIP(plain.slice(7)) === 4) return plain.slice(7);
  const [head = "", tail] = plain.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (::1.2.3.4) sits in the last 32 bits, outside the /64.
  const missing = 8 - left.length - right.length - (right.at(-1)?.includes(".") ? 1 : 0);
  const groups = [...left, ...Array(tail === undefined ? 0 : missing).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
