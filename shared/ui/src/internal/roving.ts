/**
 * The index arrow keys lead to in a row of options, skipping disabled ones and wrapping at
 * the ends; undefined for any other key. Shared by Tabs and SegmentedControl.
 */
export function nextIndex(key: string, current: number, disabled: readonly boolean[]): number | undefined {
  const count = disabled.length;
  const enabled = disabled.map((off, index) => (off ? -1 : index)).filter((index) => index >= 0);
  if (enabled.length === 0) return undefined;
  const step = (direction: 1 | -1) => {
    for (let offset = 1; offset <= count; offset += 1) {
      const index = (current + direction * offset + count) % count;
      if (!disabled[index]) return index;
    }
    return undefined;
  };
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return step(1);
    case 'ArrowLeft':
    case 'ArrowUp':
      return step(-1);
    case 'Home':
      return enabled[0];
    case 'End':
      return enabled[enabled.length - 1];
    default:
      return undefined;
  }
}
