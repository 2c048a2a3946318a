/**
 * Whether a file matches an `accept` list ('image/*', 'image/png', '.pdf', …), as the
 * browser's picker would. A drop bypasses the picker, so it is checked here.
 */
export function matchesAccept(file: Pick<File, 'name' | 'type'>, accept: string): boolean {
  const tokens = accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (!tokens.length) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

/** Bytes as the hint shows them: 7340032 → '7', 5000000 → '4.8'. */
export function formatMegabytes(bytes: number): string {
  return String(Math.round((bytes / 1024 / 1024) * 10) / 10);
}
