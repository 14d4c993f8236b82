import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Saves the emulator's state as one JSON file. Writes go to a temporary file that is then renamed over
 * the old one, so a crash mid-write leaves the previous state intact rather than half a file.
 * Mutations are coalesced into one write per event-loop turn; close() flushes what is pending.
 */
export class StateFile<T> {
  private pending = false;
  private timer: NodeJS.Immediate | undefined;

  constructor(
    /** The emulator's name, so a warning says which emulator set its file aside. */
    private readonly label: string,
    readonly path: string,
    private readonly snapshot: () => T,
  ) {}

  read(isValid: (value: unknown) => value is T): T | undefined {
    if (!existsSync(this.path)) return undefined;
    try {
      const value: unknown = JSON.parse(readFileSync(this.path, 'utf8'));
      if (isValid(value)) return value;
      throw new Error('not an emulator state file of this version');
    } catch (error) {
      // A broken file must not stop the product from starting: keep it aside and start fresh.
      const aside = `${this.path}.unreadable-${Date.now()}`;
      renameSync(this.path, aside);
      console.warn(`${this.label} emulator: ignored unreadable state file (${(error as Error).message}); moved it to ${aside}`);
      return undefined;
    }
  }

  schedule(): void {
    this.pending = true;
    this.timer ??= setImmediate(() => {
      this.timer = undefined;
      this.flush();
    });
  }

  flush(): void {
    if (this.timer) {
      clearImmediate(this.timer);
      this.timer = undefined;
    }
    if (!this.pending) return;
    this.pending = false;
    mkdirSync(dirname(this.path), { recursive: true });
    const temporary = `${this.path}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.snapshot()), { mode: 0o600 });
    renameSync(temporary, this.path);
  }
}
