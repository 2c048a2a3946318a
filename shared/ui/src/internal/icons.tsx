import type { SVGProps } from 'react';

/**
 * The few line glyphs the display primitives draw themselves. Decorative: whatever they
 * stand for is said by the control's own name, so they are hidden from assistive technology.
 */
type GlyphProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function Glyph({ d, ...rest }: GlyphProps & { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={d} />
    </svg>
  );
}

export const CloseGlyph = (props: GlyphProps) => <Glyph d="M6 6l12 12M18 6L6 18" {...props} />;
export const ArrowUpGlyph = (props: GlyphProps) => <Glyph d="M12 19V5M6 11l6-6 6 6" {...props} />;
export const ArrowDownGlyph = (props: GlyphProps) => <Glyph d="M12 5v14M6 13l6 6 6-6" {...props} />;
export const DownloadGlyph = (props: GlyphProps) => <Glyph d="M12 4v11m0 0l-5-5m5 5l5-5M5 19h14" {...props} />;
export const CheckGlyph = (props: GlyphProps) => <Glyph d="M5 12.5l4.5 4.5L19 7.5" {...props} />;
export const AlertGlyph = (props: GlyphProps) => <Glyph d="M12 3a9 9 0 110 18 9 9 0 010-18zM12 7.5v5.5M12 16.5v.01" {...props} />;

/** Six dots: the handle a row is dragged by. */
export function GripGlyph(props: GlyphProps) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r={1.6} />))}
    </svg>
  );
}
