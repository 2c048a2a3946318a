/**
 * The task of a one-image effect (image fix, anime filter, text removal, human split, face
 * filters): read and check the upload, run the effect with progress, write the result image
 * named after the upload. Each tool's task.ts declares its effect; this is the rest, once.
 *
 * Progress: reading the upload takes the first 5 %, the effect 5–95 % (its own fractions),
 * writing the result the rest — so a slow model moves the bar, never freezes it.
 */
import { ERROR_CODES, type ImageEffectResult, type ImageEngine, type ImageResultFormat } from '@toolhub/contracts';
import type { z } from 'zod/mini';
import { TaskFailure, type TaskContext, type TaskHandler, type TaskOutput } from '../../src/tasks/handler';
import type { Picture } from './picture';
import { resultFile, resultFormatOf, resultName } from './result-image';
import { readUploadedImage, type UploadLimits } from './uploaded-image';

/** What an effect gets besides the picture. */
export interface EffectContext {
  /** 0–1 of the effect's own work. */
  progress(fraction: number): void;
  /** Aborted when the task times out: stop and throw. */
  signal: AbortSignal;
  /** Reads another object the task names (human split's background image). */
  readObject(key: string): Promise<Buffer>;
}

export interface EffectOutcome {
  picture: Picture;
  /** See ImageEffectResult.Found. */
  found?: number;
  /** A format the result must have whatever was asked (an ID photo is a JPEG). */
  format?: ImageResultFormat;
}

interface OneImageInput {
  file: string;
  name: string;
  format?: ImageResultFormat;
}

export interface ImageEffect<S extends z.ZodMiniType<OneImageInput>> {
  /** For the failure's detail: `the anime filter request is not valid`. */
  tool: string;
  schema: S;
  /** Appended to the upload's name: `photo-anime.jpg`. */
  suffix: string;
  engine: ImageEngine;
  /** Sizes this effect refuses beyond the family's own limits. */
  limits?: (input: z.infer<S>) => UploadLimits;
  apply(picture: Picture, input: z.infer<S>, ctx: EffectContext): Promise<EffectOutcome>;
}

/** Throws the moment the task is stopped; effects call it between their steps. */
export function stopIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('the task was stopped');
}

export function imageEffectTask<S extends z.ZodMiniType<OneImageInput>>(effect: ImageEffect<S>): TaskHandler {
  return async (input: unknown, ctx: TaskContext): Promise<TaskOutput> => {
    const parsed = effect.schema.safeParse(input);
    if (!parsed.success) throw new TaskFailure(ERROR_CODES.BAD_REQUEST, `the ${effect.tool} request is not valid`);
    const request = parsed.data;
    const upload = await readUploadedImage(await ctx.readObject(request.file), effect.limits?.(request));
    ctx.progress(5);
    stopIfAborted(ctx.signal);
    const outcome = await effect.apply(upload.picture, request, {
      progress: (fraction) => ctx.progress(5 + Math.round(90 * Math.min(1, Math.max(0, fraction)))),
      signal: ctx.signal,
      readObject: (key) => ctx.readObject(key),
    });
    stopIfAborted(ctx.signal);
    const format = outcome.format ?? resultFormatOf(outcome.picture, upload.format, request.format);
    const file = await resultFile(outcome.picture, resultName(request.name, effect.suffix, format), format);
    ctx.progress(100);
    const data: ImageEffectResult = {
      Engine: effect.engine,
      InputWidth: upload.picture.width,
      InputHeight: upload.picture.height,
      Width: outcome.picture.width,
      Height: outcome.picture.height,
      ...(outcome.found === undefined ? {} : { Found: outcome.found }),
      ...(upload.frames > 1 ? { Frames: upload.frames } : {}),
    };
    return { data, files: [file] };
  };
}
