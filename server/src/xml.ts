/** Text as XML character data or an attribute value: what an SVG, a fontconfig file or an error body carries. */
export const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);
