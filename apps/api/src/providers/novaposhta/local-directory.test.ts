import { describe, expect, it } from 'vitest';
import { foldForSearch, popularCityNames, refPattern } from './directory.ts';
import { buildLocalDirectory } from './generate-local-directory.ts';
import { localDirectoryData } from './local-directory-data.ts';
import { LocalDirectory } from './local-directory.ts';

const directory = new LocalDirectory(localDirectoryData);
const cityNamed = (name: string) => localDirectoryData.cities.find((city) => city.name === name)!;

describe('the shipped directory data', () => {
  it('is exactly what the generator produces', () => {
    expect(buildLocalDirectory()).toEqual(localDirectoryData);
  });

  it('has the six popular cities with 20-40 branches each and at least fifteen more oblast centres', () => {
    for (const name of popularCityNames) {
      const city = cityNamed(name);
      expect(city, name).toBeDefined();
      expect(city.popular).toBe(true);
      const count = directory.branches(city.ref).filter((branch) => !branch.postomat).length;
      expect(count, name).toBeGreaterThanOrEqual(20);
      expect(count, name).toBeLessThanOrEqual(40);
    }
    expect(localDirectoryData.cities.filter((city) => !city.popular).length).toBeGreaterThanOrEqual(15);
  });

  it('identifies everything by unique 36-character Refs and files every branch under a known city', () => {
    const refs = [
      ...localDirectoryData.cities.flatMap((city) => [city.ref, city.settlementRef]),
      ...localDirectoryData.branches.map((b) => b.ref),
    ];
    for (const ref of refs) expect(ref).toMatch(refPattern);
    expect(new Set(refs).size).toBe(refs.length);
    const cityRefs = new Set(localDirectoryData.cities.map((city) => city.ref));
    for (const branch of localDirectoryData.branches) expect(cityRefs.has(branch.cityRef)).toBe(true);
    for (const city of localDirectoryData.cities) {
      const numbers = directory.branches(city.ref).map((branch) => branch.number);
      expect(new Set(numbers).size, city.name).toBe(numbers.length);
    }
  });

  it('writes branch descriptions as Nova Poshta does', () => {
    const first = directory.branches(cityNamed('Київ').ref, '1')[0]!;
    expect(first.description).toMatch(/^Відділення №1 \(до (30|1000) кг\): (вул\.|просп\.|бульв\.|\S)/);
    expect(first.shortAddress).toMatch(/^Київ, /);
  });
});

describe('LocalDirectory.searchCities', () => {
  it.each(['київ', 'КИЇВ', 'Київ', ' київ ', 'ки'])('finds Київ first for %j', (query) => {
    expect(directory.searchCities(query, 5)[0]?.name).toBe('Київ');
  });

  it('matches by prefix, by word and by substring, best matches first', () => {
    expect(directory.searchCities('хар', 5).map((city) => city.name)).toEqual(['Харків']);
    expect(directory.searchCities('франк', 5).map((city) => city.name)).toEqual(['Івано-Франківськ']);
    expect(directory.searchCities('ів', 50).map((city) => city.name)[0]).toBe('Івано-Франківськ');
    expect(directory.searchCities('ів', 50).map((city) => city.name)).toContain('Львів');
  });

  it('folds the apostrophe and the letters і/и, є/е, ґ/г', () => {
    expect(foldForSearch('Кам’янець')).toBe(foldForSearch("кам'янець"));
    expect(directory.searchCities('запорижжя', 5)[0]?.name).toBe('Запоріжжя');
  });

  it('lists the popular six in the spec order for an empty query and honours the limit', () => {
    expect(directory.searchCities('', 10).map((city) => city.name)).toEqual([...popularCityNames]);
    expect(directory.searchCities('', 2)).toHaveLength(2);
    expect(directory.searchCities('а', 3)).toHaveLength(3);
  });

  it('finds nothing for a place it does not know', () => {
    expect(directory.searchCities('Атлантида', 5)).toEqual([]);
  });
});

describe('LocalDirectory.branches', () => {
  const kyiv = cityNamed('Київ');

  it('lists a city branches in number order, parcel lockers last', () => {
    const numbers = directory.branches(kyiv.ref).map((branch) => Number(branch.number));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it('finds a branch by number first, then numbers that start with it', () => {
    const found = directory.branches(kyiv.ref, '1', 5).map((branch) => branch.number);
    expect(found).toEqual(['1', '10', '11', '12', '13']);
    expect(directory.branches(kyiv.ref, '№12')[0]?.number).toBe('12');
  });

  it('finds branches by address text, any case, every word', () => {
    const street = directory.branches(kyiv.ref, '1')[0]!.description.split(': ')[1]!.split(',')[0]!;
    const found = directory.branches(kyiv.ref, street.toUpperCase());
    expect(found.length).toBeGreaterThan(0);
    for (const branch of found) expect(branch.description).toContain(street);
  });

  it('answers an unknown city or address with nothing, and looks refs up', () => {
    expect(directory.branches('00000000-0000-4000-8000-000000000000')).toEqual([]);
    expect(directory.branches(kyiv.ref, 'Атлантида')).toEqual([]);
    const branch = directory.branches(kyiv.ref, '5')[0]!;
    expect(directory.branch(branch.ref)).toEqual(branch);
    expect(directory.city(kyiv.ref)).toEqual(kyiv);
  });
});
