/** Times one async call. */
export async function timed<T>(work: () => Promise<T>) {
  const start = performance.now();
  const result = await work();
  return { result, ms: performance.now() - start };
}

/** One figure a line, against its budget from design §7 when it has one. */
export function report(name: string, value: number, unit: string, budget?: number, direction: 'under' | 'over' = 'under') {
  const figure = `${value.toLocaleString('en-US', { maximumFractionDigits: value < 10 ? 2 : 0 })} ${unit}`;
  const verdict =
    budget === undefined ? '' : `  (budget: ${direction} ${budget} ${unit}: ${(direction === 'under' ? value < budget : value > budget) ? 'met' : 'MISSED'})`;
  console.log(`${name.padEnd(58)} ${figure}${verdict}`);
}
