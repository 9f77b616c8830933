// A small deterministic PRNG (mulberry32) so the demo data is the same for the same seed.

export type SeededRandom = {
  /** A float in [0, 1). */
  next: () => number;
  /** A whole number in [min, max], both inclusive. */
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** Picks a value with a probability proportional to its weight. */
  weighted: <T>(choices: readonly (readonly [T, number])[]) => T;
  /** A string of `length` characters drawn from `alphabet`. */
  chars: (alphabet: string, length: number) => string;
};

// xmur3-style string hash: turns any seed text into a 32-bit state.
export function hashSeed(text: string): number {
  let hash = 1779033703 ^ text.length;
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 3432918353);
    hash = (hash << 13) | (hash >>> 19);
  }
  hash = Math.imul(hash ^ (hash >>> 16), 2246822507);
  hash = Math.imul(hash ^ (hash >>> 13), 3266489909);
  return (hash ^ (hash >>> 16)) >>> 0;
}

export function createSeededRandom(seed: number | string): SeededRandom {
  let state = typeof seed === 'string' ? hashSeed(seed) : seed >>> 0;

  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));

  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('Cannot pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };

  const weighted = <T>(choices: readonly (readonly [T, number])[]): T => {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = next() * total;
    for (const [value, weight] of choices) {
      roll -= weight;
      if (roll < 0) return value;
    }
    const last = choices.at(-1);
    if (!last) throw new RangeError('Cannot pick from an empty list');
    return last[0];
  };

  const chars = (alphabet: string, length: number): string => {
    let text = '';
    for (let index = 0; index < length; index++) text += alphabet[Math.floor(next() * alphabet.length)];
    return text;
  };

  return { next, int, chance: (probability) => next() < probability, pick, weighted, chars };
}
