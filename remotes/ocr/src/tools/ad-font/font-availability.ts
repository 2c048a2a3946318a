/**
 * Whether the browser can draw a font: text measured in the font (with a generic fallback)
 * differs in width from the fallback alone when the font is there. Three generics are tried,
 * since a font may happen to be as wide as one of them. Undefined where nothing can be
 * measured (no canvas): the sample is then shown without a note.
 */
const PROBE = 'mmmmmmmmmmlli WMQ 永字八法 0123';
const GENERICS = ['monospace', 'serif', 'sans-serif'];

const known = new Map<string, boolean | undefined>();

export function browserHasFont(cssFamily: string): boolean | undefined {
  if (known.has(cssFamily)) return known.get(cssFamily);
  let answer: boolean | undefined;
  try {
    const context = document.createElement('canvas').getContext('2d');
    if (context) {
      answer = GENERICS.some((generic) => {
        context.font = `40px ${generic}`;
        const fallback = context.measureText(PROBE).width;
        context.font = `40px ${cssFamily}, ${generic}`;
        return context.measureText(PROBE).width !== fallback;
      });
    }
  } catch {
    answer = undefined;
  }
  known.set(cssFamily, answer);
  return answer;
}
