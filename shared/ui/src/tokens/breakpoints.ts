/**
 * The widths where layouts change, the same numbers tokens.css names (a media query cannot
 * read a custom property): up to `phone` is a phone, up to `tablet` a tablet or narrow window.
 */
export const BREAKPOINTS = { phone: 599, tablet: 899 } as const;

/** The media query of "this width or narrower", for matchMedia. */
export const atMost = (width: keyof typeof BREAKPOINTS) => `(max-width: ${BREAKPOINTS[width]}px)`;
