/**
 * The reads of the equity tip bar, asked on every tool page and after every use — the left uses
 * of a scene, the free uses a day of a scene, the cards held — served from the read cache
 * (issue 21; read-cache/read-through.ts). Each is read from the database as before and kept with
 * the topics (cache-topics.ts) that the writes changing it mark once they commit:
 *
 * - a subject's uses of a scene: a consume (consume.ts: free or paid, the subject's and an
 *   anonymous visitor's network's) and a pack of paid uses granted (pay/fulfil.ts);
 * - an account's cards: a card granted (pay/fulfil.ts); a card's end is compared with the
 *   clock at each read, so an expiry needs no change;
 * - the free uses a day of every scene: ops changing them (setSceneQuota);
 * - the Shanghai day is in the key: at midnight the keys are new.
 *
 * None of these answers decides anything: a consume reads the database in its transaction.
 */
import { shanghaiDay } from '../clock';
import type { Db } from '../db';
import type { ReadCache } from '../read-cache';
import { SCENE_QUOTA_TOPIC, cardsTopic, usesTopics } from './cache-topics';
import { freeUsesPerDay } from './free-quota';
import { boundingNetworkOf, leftUses, sceneDayOf, type LeftUses, type QuotaSubject } from './left-uses';
import { cardsOf, runningAt, type HeldCard } from './membership';

/**
 * The route options of the tip bar's calls: asked on every tool page and after every use, a
 * request line each would be most of the log and a good part of their cost (issue 21: a third
 * of a cached read's). Warnings and errors are still logged.
 */
export const TIP_BAR_ROUTE = { logLevel: 'warn' } as const;

/** What /api/getEquityConsumeCount answers: a visitor who is not logged in also hears what a login would give. */
export type LeftAnswer = LeftUses & { loginFreePerDay?: number };

export interface QuotaReads {
  left(visitor: QuotaSubject, scene: string, now: number): Promise<LeftAnswer>;
  freeUsesPerDay(scene: string, loggedIn: boolean): Promise<number>;
  cards(qbid: string, now: number): Promise<HeldCard[]>;
}

export function quotaReads({ db, cache, anonymousFreePerNetwork }: { db: Db; cache: ReadCache; anonymousFreePerNetwork: number }): QuotaReads {
  return {
    left(visitor, scene, now) {
      const day = shanghaiDay(now);
      const network = boundingNetworkOf(visitor);
      // The network's bound is configuration: processes configured apart keep apart answers.
      const key = `left:${scene}:${day}:${visitor.subject}${network ? `:${network}:${anonymousFreePerNetwork}` : ''}`;
      return cache.read(key, [...usesTopics(scene, visitor.subject, network), SCENE_QUOTA_TOPIC], async (): Promise<LeftAnswer> => {
        const left = await leftUses(db, await sceneDayOf(db, visitor, scene, now, anonymousFreePerNetwork));
        return visitor.qbid === undefined ? { ...left, loginFreePerDay: await freeUsesPerDay(db, scene, true) } : left;
      });
    },
    freeUsesPerDay: (scene, loggedIn) =>
      cache.read(`free:${scene}:${loggedIn ? 'account' : 'anonymous'}`, [SCENE_QUOTA_TOPIC], () => freeUsesPerDay(db, scene, loggedIn)),
    async cards(qbid, now) {
      return runningAt(await cache.read(`cards:${qbid}`, [cardsTopic(qbid)], () => cardsOf(db, qbid)), now);
    },
  };
}
