/**
 * The image effects family (spec §1 "image processing: image fix, anime filter, text removal,
 * human split, face filters" and "AI art", tool id 49; spec §7 `/cgi-bin/tools/` calls): what
 * each task takes as business_data.data and what it answers. An effect reads one uploaded
 * image, named by its storage object, and writes the result image as the task's file; AI art
 * reads a prompt and writes four pictures.
 */
import { z } from 'zod/mini';
import { deferred } from './deferred';

/**
 * Task types (business_data.type) of the family. The spec's type table gives these tools none,
 * so, like the conversions (CONVERT_TYPES), they are the hub's own numbers.
 */
export const IMAGE_EFFECT_TYPES = {
  ImageFix: 111,
  AnimeFilter: 112,
  TextRemoval: 113,
  HumanSplit: 114,
  FaceFilter: 115,
  AiArt: 116,
} as const;
export type ImageEffectTool = keyof typeof IMAGE_EFFECT_TYPES;

/** Each tool's quota scene (its catalog entry declares it; the equity texts word it as image work). */
export const IMAGE_EFFECT_SCENES = {
  ImageFix: 'image_fix',
  AnimeFilter: 'anime_filter',
  TextRemoval: 'text_removal',
  HumanSplit: 'human_split',
  FaceFilter: 'face_filter',
  AiArt: 'ai_art',
} as const satisfies Record<ImageEffectTool, string>;
export const IMAGE_FAMILY_SCENES = Object.values(IMAGE_EFFECT_SCENES);

/**
 * The spec's `/cgi-bin/tools/<name>` calls (§7) of the family, each a thin route onto the same
 * task as the screens' call: `is` image super-resolution, `hs` human segmentation. The spec
 * names no call for AI art; it is reached by the task call only.
 */
export const IMAGE_TOOL_CALLS = {
  is: 'ImageFix',
  anime_filter: 'AnimeFilter',
  text_removal: 'TextRemoval',
  hs: 'HumanSplit',
  face: 'FaceFilter',
} as const satisfies Record<string, ImageEffectTool>;
export type ImageToolCall = keyof typeof IMAGE_TOOL_CALLS;

/**
 * Longest side of an image an effect takes, after EXIF rotation: a larger one is refused
 * (`tooLarge`) before any work starts. Phones shoot up to about 4000 × 3000.
 */
export const IMAGE_EFFECT_MAX_SIDE = 6000;
/** Image fix's output bound: scale² × input pixels may not pass it (a 2× of 2 MP, a 4× of 0.5 MP). */
export const IMAGE_FIX_MAX_OUTPUT_PIXELS = 8_388_608;
/** Below this an image has nothing an effect could work on. */
export const IMAGE_EFFECT_MIN_SIDE = 16;

/**
 * Why an effect gave no result: the detail of `err is <detail>` (code 1300, or 1201 for an
 * upload that is not an image). Nothing is charged for any of them.
 */
export const IMAGE_EFFECT_FAILURES = {
  /** Not an image sharp can read, or a truncated one. */
  unreadable: 'error reading file',
  /** Longer than IMAGE_EFFECT_MAX_SIDE, or image fix's output over IMAGE_FIX_MAX_OUTPUT_PIXELS. */
  tooLarge: 'image too large',
  tooSmall: 'image too small',
  /** Human split found no person. */
  noPerson: 'no person found',
  /** Face filters found no face. */
  noFace: 'no face found',
  /** Text removal found no text (in the chosen area). */
  noText: 'no text found',
  /** AI art's Stable Diffusion service did not answer, or answered no picture. */
  artServiceDown: 'art service unavailable',
} as const;
export type ImageEffectFailure = (typeof IMAGE_EFFECT_FAILURES)[keyof typeof IMAGE_EFFECT_FAILURES];

const objectKey = z.string().check(z.minLength(1), z.maxLength(512));
/** The name the visitor uploaded: the result is named after it (`photo-fixed.jpg`). */
const uploadedName = z.string().check(z.minLength(1), z.maxLength(255));
/** The result's format; by default a JPEG stays a JPEG and anything else becomes a PNG. */
export const IMAGE_RESULT_FORMATS = ['png', 'jpeg'] as const;
export type ImageResultFormat = (typeof IMAGE_RESULT_FORMATS)[number];
const oneImage = { file: objectKey, name: uploadedName, format: z.optional(z.enum(IMAGE_RESULT_FORMATS)) };
const percent = z.int().check(z.minimum(0), z.maximum(100));

export const IMAGE_FIX_SCALES = [2, 4] as const;
export const imageFixInputSchema = deferred(() => z.object({
  ...oneImage,
  scale: z.union([z.literal(2), z.literal(4)]),
  /** Smooth sensor noise and JPEG blocks before enlarging. */
  denoise: z.boolean(),
}));
export type ImageFixInput = z.infer<typeof imageFixInputSchema>;

/** The anime filter's styles: flat cel shading with ink lines, comic ink with halftone, pencil sketch. */
export const ANIME_STYLES = ['cel', 'comic', 'pencil'] as const;
export type AnimeStyle = (typeof ANIME_STYLES)[number];
export const animeFilterInputSchema = deferred(() => z.object({ ...oneImage, style: z.enum(ANIME_STYLES) }));
export type AnimeFilterInput = z.infer<typeof animeFilterInputSchema>;

/** A part of the image, as fractions (0–1) of its width and height, from the top left. */
export const imageAreaSchema = deferred(() => z.object({
  x: z.number().check(z.minimum(0), z.maximum(1)),
  y: z.number().check(z.minimum(0), z.maximum(1)),
  width: z.number().check(z.positive(), z.maximum(1)),
  height: z.number().check(z.positive(), z.maximum(1)),
}));
export type ImageArea = z.infer<typeof imageAreaSchema>;
export const textRemovalInputSchema = deferred(() => z.object({
  ...oneImage,
  /** Only text inside this area is removed (a watermark in a corner); the whole image when absent. */
  area: z.optional(imageAreaSchema),
}));
export type TextRemovalInput = z.infer<typeof textRemovalInputSchema>;

/** What goes behind the person: nothing (a transparent PNG), a colour, or another uploaded image. */
export const HUMAN_BACKGROUNDS = ['transparent', 'colour', 'image'] as const;
/**
 * Chinese ID-photo sizes at 300 dpi: 一寸 25 × 35 mm and 二寸 35 × 49 mm (the sizes photo
 * studios and the common application forms use), the head centred and the shoulders kept.
 */
export const ID_PHOTO_SIZES = {
  oneInch: { widthMm: 25, heightMm: 35, width: 295, height: 413 },
  twoInch: { widthMm: 35, heightMm: 49, width: 413, height: 579 },
} as const;
export type IdPhotoSize = keyof typeof ID_PHOTO_SIZES;
/** The backgrounds ID photos are asked with: blue, white, red. */
export const ID_PHOTO_COLOURS = { blue: '#438edb', white: '#ffffff', red: '#d9001b' } as const;
const colour = z.string().check(z.regex(/^#[0-9a-f]{6}$/));
export const humanSplitInputSchema = deferred(() => z.object({
  ...oneImage,
  background: z.enum(HUMAN_BACKGROUNDS),
  /** For `colour`: `#rrggbb`, lower case. */
  colour: z.optional(colour),
  /** For `image`: the uploaded background, scaled to cover the picture. */
  backgroundFile: z.optional(objectKey),
  /** An ID photo of this size instead of the picture's own frame (needs a colour background). */
  idPhoto: z.optional(z.enum(['oneInch', 'twoInch'])),
}));
export type HumanSplitInput = z.infer<typeof humanSplitInputSchema>;

/** Stickers placed on the face's landmarks. */
export const FACE_STICKERS = ['none', 'catEars', 'glasses', 'blush', 'crown'] as const;
export type FaceSticker = (typeof FACE_STICKERS)[number];
export const faceFilterInputSchema = deferred(() => z.object({
  ...oneImage,
  /** Skin smoothing, 0 = none. */
  smooth: percent,
  /** Skin brightening. */
  brighten: percent,
  /** Face slimming by a landmark warp of the jaw. */
  slim: percent,
  /** Bigger eyes by a landmark warp around each eye. */
  eyes: percent,
  sticker: z.enum(FACE_STICKERS),
}));
export type FaceFilterInput = z.infer<typeof faceFilterInputSchema>;

/** AI art's styles. */
export const ART_STYLES = ['ink', 'watercolour', 'oil', 'neon'] as const;
export type ArtStyle = (typeof ART_STYLES)[number];
/** Pictures one AI art task makes, to pick from. */
export const ART_CHOICES = 4;
/** The side of each picture, in pixels. */
export const ART_SIDE = 1024;
export const ART_PROMPT_MAX = 200;
export const aiArtInputSchema = deferred(() => z.object({
  prompt: z.string().check(z.minLength(1), z.maxLength(ART_PROMPT_MAX), z.refine((text) => text.trim().length > 0)),
  style: z.enum(ART_STYLES),
  /** Makes the same four pictures again; a new one each time when absent. */
  seed: z.optional(z.int().check(z.minimum(0), z.maximum(2 ** 31 - 1))),
}));
export type AiArtInput = z.infer<typeof aiArtInputSchema>;

/** Which engine made a result: the screen names it as it is (never "AI" for a filter). */
export const IMAGE_ENGINES = [
  /** ESRGAN-slim, a trained super-resolution network. */
  'esrgan',
  /** Edge-preserving smoothing, colour quantisation and line extraction: a classical filter. */
  'stylisation',
  /** The text detector's mask filled by fast-marching inpainting. */
  'detector-inpaint',
  /** MediaPipe selfie segmentation, edges refined at full size. */
  'selfie-segmentation',
  /** Face landmarks (BlazeFace + face mesh) driving warps and filters. */
  'face-landmarks',
  /** Seeded procedural painting from the prompt's words: no trained model. */
  'procedural',
  /** A Stable Diffusion service ops run (AUTOMATIC1111 txt2img). */
  'stable-diffusion',
] as const;
export type ImageEngine = (typeof IMAGE_ENGINES)[number];

/** What every effect answers in business_data.data; its file is the result image. */
export const imageEffectResultSchema = deferred(() => z.object({
  Engine: z.enum(IMAGE_ENGINES),
  /** The uploaded image, upright. */
  InputWidth: z.int(),
  InputHeight: z.int(),
  /** The result image. */
  Width: z.int(),
  Height: z.int(),
  /** Text removal: text areas filled. Face filters: faces found. Human split: share of the picture that is the person, 0–100. */
  Found: z.optional(z.number()),
  /** The upload was an animation of this many frames: only the first was used. */
  Frames: z.optional(z.int()),
}));
export type ImageEffectResult = z.infer<typeof imageEffectResultSchema>;

/** What AI art answers: its files are the ART_CHOICES pictures, in order. */
export const aiArtResultSchema = deferred(() => z.object({
  Engine: z.enum(IMAGE_ENGINES),
  Style: z.enum(ART_STYLES),
  /** Each picture's seed: asking again with one makes that picture again. */
  Seeds: z.array(z.int()),
  Width: z.int(),
  Height: z.int(),
}));
export type AiArtResult = z.infer<typeof aiArtResultSchema>;
