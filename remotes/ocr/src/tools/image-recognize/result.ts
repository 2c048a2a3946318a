import { cocoClassName, imageRecognitionResultSchema, type ImageLabel } from '@toolhub/contracts';

/**
 * The labels of an image recognition, surest first; undefined when the answer is not one or
 * holds no object (the engine answers 'no object recognised' itself before that).
 */
export function readImageLabels(data: unknown): ImageLabel[] | undefined {
  const parsed = imageRecognitionResultSchema.safeParse(data);
  if (!parsed.success) return undefined;
  const labels = parsed.data.Labels.filter((label) => label.Box.Width > 0 && label.Box.Height > 0).sort((a, b) => b.Confidence - a.Confidence);
  return labels.length ? labels : undefined;
}

/** A label's class in the visitor's language. */
export const labelName = (label: Pick<ImageLabel, 'Name'>, locale: 'zh-CN' | 'en') => cocoClassName(label.Name, locale);

/** The confidence as the list shows it: one decimal, no trailing zero (87.5, 60). */
export const confidenceText = (confidence: number) => String(Math.round(Math.min(100, Math.max(0, confidence)) * 10) / 10);

/** A box's place in the image as CSS percentages of the overlay, which is the drawn image. */
export function boxPlacement({ Box }: Pick<ImageLabel, 'Box'>, image: { width: number; height: number }) {
  const percent = (value: number, of: number) => `${(Math.min(of, Math.max(0, value)) / of) * 100}%`;
  return {
    left: percent(Box.X, image.width),
    top: percent(Box.Y, image.height),
    width: percent(Math.min(Box.Width, image.width - Box.X), image.width),
    height: percent(Math.min(Box.Height, image.height - Box.Y), image.height),
  };
}

/**
 * A colour per label, by its place in the list: the boxes of one photo tell apart at a glance
 * (two people get two colours), from a palette that reads on light and dark photos alike.
 */
const PALETTE = ['#2f6bff', '#f5662c', '#13a86b', '#c43fd9', '#e0a100', '#0fa3c7', '#e5396f', '#6a5cff'];
export const colourAt = (index: number) => PALETTE[index % PALETTE.length];
