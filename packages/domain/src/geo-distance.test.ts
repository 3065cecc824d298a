import { describe, expect, it } from 'vitest';
import { byDistanceFrom, distanceKm, distanceShown } from './geo-distance.ts';

const maidan = { latitude: 50.4501, longitude: 30.5234 };
const lvivRynok = { latitude: 49.8419, longitude: 24.0315 };

describe('distanceKm', () => {
  it('is zero from a place to itself and the same both ways', () => {
    expect(distanceKm(maidan, maidan)).toBe(0);
    expect(distanceKm(maidan, lvivRynok)).toBeCloseTo(distanceKm(lvivRynok, maidan), 9);
  });

  it('measures Kyiv to Lviv as the maps do (about 468 km) and one degree of latitude as 111.2 km', () => {
    expect(distanceKm(maidan, lvivRynok)).toBeGreaterThan(465);
    expect(distanceKm(maidan, lvivRynok)).toBeLessThan(471);
    expect(distanceKm({ latitude: 50, longitude: 30 }, { latitude: 51, longitude: 30 })).toBeCloseTo(111.2, 1);
  });

  it('measures a short walk in a city to within metres', () => {
    // Maidan to the Khreshchatyk 22 sales point: about 250 m along the street.
    const km = distanceKm(maidan, { latitude: 50.448, longitude: 30.523 });
    expect(km).toBeGreaterThan(0.22);
    expect(km).toBeLessThan(0.25);
  });
});

describe('distanceShown', () => {
  it('gives metres below a kilometre, one decimal below ten and whole kilometres above', () => {
    expect(distanceShown(0.234)).toEqual({ unit: 'm', value: 230, fractionDigits: 0 });
    expect(distanceShown(0.001)).toEqual({ unit: 'm', value: 10, fractionDigits: 0 });
    expect(distanceShown(0.996)).toEqual({ unit: 'km', value: 1, fractionDigits: 1 });
    expect(distanceShown(1.24)).toEqual({ unit: 'km', value: 1.2, fractionDigits: 1 });
    expect(distanceShown(9.96)).toEqual({ unit: 'km', value: 10, fractionDigits: 0 });
    expect(distanceShown(468.4)).toEqual({ unit: 'km', value: 468, fractionDigits: 0 });
  });
});

describe('byDistanceFrom', () => {
  it('puts the nearest first and keeps the order of equals', () => {
    const places = [
      { name: 'Львів', ...lvivRynok },
      { name: 'Хрещатик А', latitude: 50.448, longitude: 30.523 },
      { name: 'Дніпро', latitude: 48.465, longitude: 35.045 },
      { name: 'Хрещатик Б', latitude: 50.448, longitude: 30.523 },
    ];
    expect(byDistanceFrom(maidan, places).map(({ place }) => place.name)).toEqual([
      'Хрещатик А',
      'Хрещатик Б',
      'Дніпро',
      'Львів',
    ]);
  });
});
