/**
 * pdf.js asks Node for `require` through `createRequire(import.meta.url)`, in branches only
 * Node takes. A bundler writes the module's file URL for `import.meta.url`: the build machine's
 * path would ship to every visitor and change the chunk's hash with the checkout's folder.
 * Those branches never run in a browser, so any URL does; a fixed one keeps the build the same
 * wherever it is made.
 */
const NODE_REQUIRE = /createRequire\(import\.meta\.url\)/g;

export default function pdfjsNodeBranchLoader(source) {
  const replaced = source.replace(NODE_REQUIRE, 'createRequire("file:///")');
  if (replaced.includes('import.meta.url')) {
    this.emitWarning(new Error('pdf.js uses import.meta.url somewhere new: check the built chunk for the machine path'));
  }
  return replaced;
}
