/** The benchmarks' command line: `--name value` options and medians of their samples. */

/** `--name value` from this command's arguments, or the fallback. */
export function option(name: string, fallback: string): string {
  const args = process.argv.slice(2);
  const index = args.indexOf(`--${name}`);
  return (index >= 0 ? args[index + 1] : undefined) || fallback;
}

/** The middle value (the upper one of an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
