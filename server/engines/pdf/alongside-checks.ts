/**
 * Work begun while the visitor's files are still being checked, so that qpdf's check of a
 * file (it reads every object: 80 ms for 200 pages here) and the work on it (the join of a
 * merge, the parts of a split) share the machine's cores instead of taking turns.
 *
 * The work's result counts only once the checks have passed: when they refuse a file, the
 * work is stopped and awaited (no qpdf outlives the task's folder) and their failure is the
 * task's. When the work failed as begun — with a password the checks then set aside, say
 * (an owner-only password that opens nothing) — it runs once more with what the checks found,
 * and fails for good then. Work that succeeded as begun made what the checked request makes.
 */
export async function alongsideChecks<Checked, Result>(
  check: () => Promise<Checked>,
  work: (signal: AbortSignal) => Promise<Result>,
  again: (checked: Checked) => Promise<Result>,
  signal: AbortSignal,
): Promise<{ checked: Checked; result: Result }> {
  const stop = new AbortController();
  const early = work(AbortSignal.any([signal, stop.signal])).then(
    (value) => ({ value }),
    () => undefined,
  );
  let checked: Checked;
  try {
    checked = await check();
  } catch (error) {
    stop.abort();
    await early;
    throw error;
  }
  const done = await early;
  return { checked, result: done ? done.value : await again(checked) };
}
