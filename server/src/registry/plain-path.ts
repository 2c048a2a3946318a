/**
 * A relative POSIX path of plain names: letters, digits and `._@+-`, no `.` or `..` segment,
 * and nothing a URL parser reads differently (`%`, `\`, `:`, spaces). Such a path stays inside
 * the folder it is read in, however it is read. A build's files are named so (build.ts), and
 * so are the files its manifest names (sources.ts).
 */
const PLAIN_PATH = /^(?!.*(^|\/)\.\.?(\/|$))[A-Za-z0-9._@+-]+(\/[A-Za-z0-9._@+-]+)*$/;

export const isPlainPath = (value: string) => PLAIN_PATH.test(value);
