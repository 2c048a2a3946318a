/**
 * JSON written inside a `<script>` element (the snapshot, JSON-LD, a page's constants): it must
 * not be able to close the element, and the line separators a script cannot hold are escaped.
 */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
