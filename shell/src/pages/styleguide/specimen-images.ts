/**
 * Pictures for the specimens, drawn here as SVG data URLs: the guide needs no file of its own
 * and shows the same thing offline. A "scan" with pen marks, and the same page cleaned.
 */
const svg = (body: string) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 320 200">${body}</svg>`)}`;

const page = '<rect width="320" height="200" fill="#f4f1ea"/>' + [40, 70, 100, 130, 160].map((y) => `<rect x="30" y="${y}" width="${y === 160 ? 150 : 260}" height="10" rx="3" fill="#3b3f46"/>`).join('');

export const SCAN_WITH_MARKS = svg(`${page}<path d="M40 60 C90 30 140 90 200 50 S280 80 300 40" stroke="#1d4ed8" stroke-width="5" fill="none"/>`);
export const SCAN_CLEANED = svg(page);
