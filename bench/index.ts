/** Placeholder until the benchmarks land. */
export async function benchCli(_argv: string[], out: (line: string) => void): Promise<number> {
  out("not yet");
  return 1;
}
