/**
 * Anonymous free uses are bounded per client network and day too (issue 15, W2). A visitor who
 * is not logged in is known only by the device cookie, which costs one request to replace:
 * dropping it used to give a new free quota each time (about 1,500 free uses a minute from
 * one address). So each free use of an anonymous device is also counted against its client
 * network (an IPv4 /24 or an IPv6 /64), and once the network's anonymous uses of a tool for
 * the day are gone, its anonymous visitors are asked to log in — which gives every account its
 * own daily free uses, so a shared office NAT keeps working for everyone who logs in, and its
 * first anonymous tries of each tool a day need no login at all.
 *
 * The bound is TOOLHUB_ANON_FREE_PER_NETWORK (per tool scene and network, a Shanghai day).
 */

/** The quota_usage subject of a network's anonymous uses: `n:` never collides with `u:` or `g:`. */
export const networkSubject = (network: string) => `n:${network}`;

/** The default bound: a family or a small office tries each tool anonymously this often a day. */
export const DEFAULT_ANONYMOUS_FREE_PER_NETWORK = 20;
