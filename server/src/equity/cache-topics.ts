/**
 * The read cache's topics of equity (read-cache/read-through.ts): what a cached read of the tip
 * bar was read from (quota-reads.ts), and so what the write that changes it marks once it
 * committed (consume.ts, free-quota.ts, pay/fulfil.ts).
 */

/** The uses of a subject (`u:`, `g:` or `n:`) of a scene, free and paid alike. */
const usesTopic = (subject: string, scene: string) => `uses:${subject}:${scene}`;

/** The topics of a quota's uses: its subject's, and an anonymous visitor's network's. */
export const usesTopics = (scene: string, subject: string, networkSubject?: string) =>
  networkSubject ? [usesTopic(subject, scene), usesTopic(networkSubject, scene)] : [usesTopic(subject, scene)];

/** The cards of an account. */
export const cardsTopic = (qbid: string) => `cards:${qbid}`;

/** The free uses a day of every scene (table scene_quota). */
export const SCENE_QUOTA_TOPIC = 'scene-quota';
