/** An integer command-line value, or undefined when the option was not given. */
export function integerOption(name: string, raw: string | undefined, min: number): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be an integer >= ${min}`);
  return value;
}

/** Ctrl-C or a stop signal closes the emulator first, so its state file gets the last changes. */
export function closeOnSignals(emulator: { close(): Promise<void> }): void {
  const stop = async () => {
    await emulator.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

/** Runs a command-line entry point; a failure prints one line naming the emulator instead of a stack. */
export function runMain(label: string, main: () => Promise<void> | void): void {
  Promise.resolve()
    .then(main)
    .catch((error: unknown) => {
      console.error(`${label} emulator: ${(error as Error).message}`);
      process.exit(1);
    });
}
