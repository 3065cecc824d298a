// The delivery directory served from memory: the shipped generated data set, or the last snapshot taken from Nova Poshta.
import {
  foldForSearch,
  popularCityNames,
  type Branch,
  type City,
  type DeliveryDirectory,
  type DirectorySnapshot,
} from './directory.ts';

interface IndexedCity {
  city: City;
  folded: string;
}
interface IndexedBranch {
  branch: Branch;
  folded: string;
  numeric: number;
}

export class LocalDirectory implements DeliveryDirectory {
  readonly snapshot: DirectorySnapshot;
  private readonly cities: IndexedCity[];
  private readonly citiesByRef = new Map<string, City>();
  private readonly branchesByCity = new Map<string, IndexedBranch[]>();
  private readonly branchesByRef = new Map<string, Branch>();

  constructor(snapshot: DirectorySnapshot) {
    this.snapshot = snapshot;
    this.cities = snapshot.cities.map((city) => ({ city, folded: foldForSearch(city.name) }));
    for (const city of snapshot.cities) this.citiesByRef.set(city.ref, city);
    for (const branch of snapshot.branches) {
      this.branchesByRef.set(branch.ref, branch);
      const list = this.branchesByCity.get(branch.cityRef) ?? [];
      list.push({
        branch,
        folded: foldForSearch(`${branch.description} ${branch.shortAddress}`),
        numeric: Number.parseInt(branch.number, 10),
      });
      this.branchesByCity.set(branch.cityRef, list);
    }
    for (const list of this.branchesByCity.values()) list.sort((a, b) => a.numeric - b.numeric);
  }

  searchCities(query: string, limit: number): City[] {
    const folded = foldForSearch(query);
    const max = clampLimit(limit, 50);
    if (!folded) return this.popular().slice(0, max);
    const rank = (entry: IndexedCity): number => {
      // Lower is better: exact name, then prefix, then a word that starts with the query, then any substring.
      if (entry.folded === folded) return 0;
      if (entry.folded.startsWith(folded)) return 1;
      if (entry.folded.split(/[\s-]/).some((word) => word.startsWith(folded))) return 2;
      return entry.folded.includes(folded) ? 3 : Number.POSITIVE_INFINITY;
    };
    return this.cities
      .map((entry) => ({ entry, score: rank(entry) }))
      .filter(({ score }) => Number.isFinite(score))
      .sort(
        (a, b) =>
          a.score - b.score ||
          Number(b.entry.city.popular) - Number(a.entry.city.popular) ||
          a.entry.city.name.localeCompare(b.entry.city.name, 'uk'),
      )
      .slice(0, max)
      .map(({ entry }) => entry.city);
  }

  branches(cityRef: string, query?: string, limit?: number): Branch[] {
    const list = this.branchesByCity.get(cityRef) ?? [];
    const max = clampLimit(limit ?? 500, 500);
    const trimmed = (query ?? '').trim().replace(/^№\s*/, '');
    if (!trimmed) return list.slice(0, max).map((entry) => entry.branch);
    if (/^\d+$/.test(trimmed)) {
      // A number finds that branch first, then the others whose number starts with it ("1" → 1, 10, 11, …).
      const exact = list.filter((entry) => entry.branch.number === trimmed);
      const prefixed = list.filter((entry) => entry.branch.number !== trimmed && entry.branch.number.startsWith(trimmed));
      return [...exact, ...prefixed].slice(0, max).map((entry) => entry.branch);
    }
    const folded = foldForSearch(trimmed);
    const words = folded.split(' ');
    return list
      .filter((entry) => words.every((word) => entry.folded.includes(word)))
      .slice(0, max)
      .map((entry) => entry.branch);
  }

  city(ref: string): City | undefined {
    return this.citiesByRef.get(ref);
  }

  branch(ref: string): Branch | undefined {
    return this.branchesByRef.get(ref);
  }

  /** The popular cities in the spec's order. */
  popular(): City[] {
    return popularCityNames.flatMap((name) =>
      this.cities.filter(({ city }) => city.popular && city.name === name).map(({ city }) => city),
    );
  }
}

function clampLimit(limit: number, max: number): number {
  if (!Number.isFinite(limit) || limit < 1) return 1;
  return Math.min(Math.floor(limit), max);
}
