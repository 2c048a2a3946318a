import { z } from 'zod/mini';
import { deferred } from './deferred';
import { RATING_STARS } from './constants';
import { toolListItemSchema, toolRecordSchema } from './tools';

/** JSON answers carry `ret` (0 = success) and `data` (DESIGN §3 "API conventions"). */
export const envelope = <T extends z.ZodMiniType>(data: T) => z.object({ ret: z.int(), data });
export type Envelope<T> = { ret: number; data: T };

/** GET /api/getToken */
export const tokenResponseSchema = deferred(() => envelope(z.object({ token: z.string(), expires_at: z.int() })));
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** GET /api/get_tool_list */
export const toolListResponseSchema = deferred(() => envelope(z.array(toolListItemSchema)));

/** GET /api/getToolRecord?toolid= ; `my_score` is the logged-in visitor's own rating, when given. */
export const toolRecordQuerySchema = deferred(() => z.object({ toolid: z.coerce.number().check(z.int(), z.positive()) }));
export const toolRecordResponseSchema = deferred(() => envelope(
  z.extend(z.partial(toolRecordSchema), { my_score: z.optional(z.int().check(z.gte(1), z.lte(RATING_STARS))) }),
));

/** POST /api/addToolPV */
export const addToolPvSchema = deferred(() => z.object({ toolid: z.coerce.number().check(z.int(), z.positive()) }));

/** POST /api/addToolScore: an integer 1–5 (spec §5). */
export const addToolScoreSchema = deferred(() => z.object({
  toolid: z.coerce.number().check(z.int(), z.positive()),
  score: z.coerce.number().check(z.int(), z.gte(1), z.lte(5)),
}));

/** GET /cgi-bin/tools/get_statistics: valid only when retCode is 0 and pvCount truthy. */
export const statisticsResponseSchema = deferred(() => z.object({
  header: z.object({ retCode: z.int() }),
  pvCount: z.int().check(z.gte(0)),
}));
export type StatisticsResponse = z.infer<typeof statisticsResponseSchema>;

/** POST /cgi-bin/tools/report */
export const statisticsReportSchema = deferred(() => z.object({
  toolUrl: z.string().check(z.maxLength(2048)),
  toolName: z.string().check(z.maxLength(200)),
  tabName: z._default(z.string().check(z.maxLength(200)), ''),
}));
export type StatisticsReport = z.infer<typeof statisticsReportSchema>;

/** Request user info appended to every request unless `appendUserInfo` is off (spec §3). */
export const requestUserInfoSchema = deferred(() => z.object({
  guid: z.string(),
  qimei36: z.string(),
  qua2: z.string(),
}));
export type RequestUserInfo = z.infer<typeof requestUserInfoSchema>;
