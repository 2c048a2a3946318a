/**
 * The adapter for a Stable Diffusion service ops run themselves, speaking AUTOMATIC1111's
 * web UI API (started with `--api`). What it relies on, from that API's txt2img endpoint
 * (modules/api/models.py and api.py of stable-diffusion-webui, as of 1.x):
 *  - `POST {base}/sdapi/v1/txt2img` takes JSON: prompt, negative_prompt, seed, steps,
 *    cfg_scale, width, height, batch_size, sampler_name (unknown fields are ignored);
 *  - a batch of `batch_size` pictures from seed s is made with seeds s, s+1, …, which is how
 *    this hub numbers its four choices too;
 *  - the answer is JSON {images: [base64 PNG, …], parameters: {…}, info: "<JSON string>"},
 *    info holding `seed` and `all_seeds`;
 *  - with the web UI's "return grid" setting on, a batch's answer starts with the grid image
 *    (one image more than the batch): the pictures are then the last `batch_size` images.
 * The visitor's prompt travels only as a JSON string field. Whatever comes back is checked
 * (real PNG or JPEG pictures, as many as asked) and re-encoded as PNG at ART_SIDE; anything
 * else, and a service that is down or slow, is `art service unavailable`, charged nothing.
 */
import { ART_SIDE, ERROR_CODES, IMAGE_EFFECT_FAILURES, type ArtStyle } from '@toolhub/contracts';
import sharp from 'sharp';
import { TaskFailure } from '../../../src/tasks/handler';
import { stopIfAborted } from '../effect-task';
import type { ArtEngine, ArtRequest, ArtWork } from './engine';

export const SD_URL_VARIABLE = 'TOOLHUB_ART_SD_URL';
export const SD_STEPS_VARIABLE = 'TOOLHUB_ART_SD_STEPS';
const DEFAULT_STEPS = 25;
const MAX_STEPS = 150;
/** Four 1024² pictures take a GPU about a minute; the task itself is stopped at 300 s. */
const SERVICE_TIMEOUT_MS = 240_000;
/** Four 1024² PNGs in base64 are some 10–25 MB; more is not an answer to this request. */
const MAX_ANSWER_BYTES = 96 * 1024 * 1024;
/** Guards sharp against a picture bomb in the answer. */
const MAX_PICTURE_PIXELS = 4096 * 4096;
const SAMPLER = 'Euler a';
const CFG_SCALE = 7;

/** What each style adds to the prompt: SD knows these words for these looks. */
export const STYLE_WORDS: Record<ArtStyle, string> = {
  ink: 'traditional Chinese ink wash painting, shan shui, sumi-e, black ink on rice paper, misty, minimalist',
  watercolour: 'watercolor painting, soft transparent washes, bleeding edges, cold-pressed paper texture',
  oil: 'oil painting, impasto, visible brush strokes, rich colors, canvas texture',
  neon: 'neon art, glowing neon lines, synthwave, dark background, vibrant magenta and cyan',
};
const NEGATIVE = 'lowres, blurry, jpeg artifacts, text, watermark, signature, deformed, nsfw';

export interface StableDiffusionSettings {
  baseUrl: string;
  steps: number;
  timeoutMs?: number;
}

export function stableDiffusionSettings(env: NodeJS.ProcessEnv): StableDiffusionSettings | undefined {
  const baseUrl = env[SD_URL_VARIABLE]?.trim();
  if (!baseUrl) return undefined;
  const steps = Number.parseInt(env[SD_STEPS_VARIABLE] ?? '', 10);
  return { baseUrl: baseUrl.replace(/\/+$/, ''), steps: Number.isInteger(steps) && steps > 0 ? Math.min(steps, MAX_STEPS) : DEFAULT_STEPS };
}

const serviceDown = () => new TaskFailure(ERROR_CODES.BAD_REQUEST, IMAGE_EFFECT_FAILURES.artServiceDown);

/** Seeds that follow one another, in runs: one batch request per run (a batch counts up from its seed). */
function consecutiveRuns(seeds: number[]): number[][] {
  const runs: number[][] = [];
  for (const seed of seeds) {
    const run = runs.at(-1);
    if (run && seed === (run.at(-1) as number) + 1) run.push(seed);
    else runs.push([seed]);
  }
  return runs;
}

async function readLimited(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new Error('answer too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

interface Txt2ImgAnswer {
  images: string[];
  seeds?: number[];
}

function parseAnswer(text: string, count: number): Txt2ImgAnswer {
  const answer: unknown = JSON.parse(text);
  if (typeof answer !== 'object' || answer === null) throw new Error('not an object');
  const { images, info } = answer as { images?: unknown; info?: unknown };
  if (!Array.isArray(images) || images.length < count || !images.every((image) => typeof image === 'string')) throw new Error('too few images');
  let seeds: number[] | undefined;
  if (typeof info === 'string') {
    try {
      const allSeeds = (JSON.parse(info) as { all_seeds?: unknown }).all_seeds;
      if (Array.isArray(allSeeds) && allSeeds.length >= count && allSeeds.every((seed) => Number.isSafeInteger(seed))) seeds = (allSeeds as number[]).slice(0, count);
    } catch {
      // info is only a report: the pictures stand without it, under the seeds asked for.
    }
  }
  // A grid image, when the web UI returns one, comes first.
  return { images: (images as string[]).slice(images.length - count), seeds };
}

/** A picture from the answer, checked to be a PNG or JPEG, as a PNG of ART_SIDE². */
async function pictureOf(base64: string): Promise<Buffer> {
  // Some front-ends prefix a data URL; the API itself sends bare base64.
  const bytes = Buffer.from(base64.replace(/^data:image\/\w+;base64,/, ''), 'base64');
  const image = sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS });
  const { format, width, height } = await image.metadata();
  if ((format !== 'png' && format !== 'jpeg') || !width || !height) throw new Error(`not a picture: ${format}`);
  const sized = width === ART_SIDE && height === ART_SIDE ? image : image.resize(ART_SIDE, ART_SIDE, { fit: 'cover' });
  return sized.removeAlpha().png({ compressionLevel: 6 }).toBuffer();
}

export function stableDiffusionEngine(settings: StableDiffusionSettings): ArtEngine {
  const batch = async ({ prompt, style }: ArtRequest, seeds: number[], signal: AbortSignal) => {
    const response = await fetch(`${settings.baseUrl}/sdapi/v1/txt2img`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        prompt: `${prompt}, ${STYLE_WORDS[style]}`,
        negative_prompt: NEGATIVE,
        seed: seeds[0],
        steps: settings.steps,
        cfg_scale: CFG_SCALE,
        width: ART_SIDE,
        height: ART_SIDE,
        batch_size: seeds.length,
        n_iter: 1,
        sampler_name: SAMPLER,
        // The hub keeps the pictures; the service need not.
        save_images: false,
        send_images: true,
      }),
      signal,
      redirect: 'error',
    });
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new Error(`answered ${response.status}`);
    }
    const answer = parseAnswer(await readLimited(response), seeds.length);
    return { pictures: await Promise.all(answer.images.map(pictureOf)), seeds: answer.seeds ?? seeds };
  };

  return {
    name: 'stable-diffusion',
    async paint(request: ArtRequest, { signal, progress }: ArtWork) {
      const timeout = AbortSignal.timeout(settings.timeoutMs ?? SERVICE_TIMEOUT_MS);
      const both = AbortSignal.any([signal, timeout]);
      const pictures: Buffer[] = [];
      const seeds: number[] = [];
      try {
        for (const run of consecutiveRuns(request.seeds)) {
          const made = await batch(request, run, both);
          pictures.push(...made.pictures);
          seeds.push(...made.seeds);
          progress(pictures.length / request.seeds.length);
        }
      } catch (error) {
        // The task was stopped: that is the task engine's failure to report, not the service's.
        stopIfAborted(signal);
        if (error instanceof TaskFailure) throw error;
        throw serviceDown();
      }
      return { pictures, seeds };
    },
  };
}
