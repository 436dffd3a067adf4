import { describe, expect, it } from 'vitest';
import { distanceKm, islandOf, isValidPosition, needsFerry, roundPosition } from './geo';

const TALLINN = { lat: 59.437, lon: 24.7536 };
const TARTU = { lat: 58.378, lon: 26.729 };
const NARVA = { lat: 59.3772, lon: 28.1903 };
const KURESSAARE = { lat: 58.2528, lon: 22.4869 };
const ORISSAARE = { lat: 58.5608, lon: 23.0836 }; // Saaremaa, at the causeway's end
const MUHU_LIIVA = { lat: 58.6, lon: 23.233 };
const KUIVASTU = { lat: 58.5745, lon: 23.3905 }; // Muhu's ferry harbour
const VIRTSU = { lat: 58.5728, lon: 23.5094 }; // mainland harbour across the strait
const KARDLA = { lat: 58.9978, lon: 22.7492 };
const VORMSI_HULLO = { lat: 58.9975, lon: 23.2297 };
const HAAPSALU = { lat: 58.9431, lon: 23.5414 };
const KIHNU = { lat: 58.1289, lon: 23.9889 };
const RUHNU = { lat: 57.8014, lon: 23.2553 };
const PARNU = { lat: 58.3859, lon: 24.4971 };

describe('distanceKm (haversine, R = 6371.0088 km)', () => {
  it('gives Tallinn-Tartu as about 163.5 km', () => {
    // Δφ = 58.378 − 59.437 = −1.059° = −0.0184830 rad; Δλ = 1.9754° = 0.0344772 rad
    // sin²(Δφ/2) = 0.0000854032; cos 59.437° × cos 58.378° = 0.508485 × 0.524313 = 0.266605
    // sin²(Δλ/2) = 0.000297140; h = 0.0000854032 + 0.266605 × 0.000297140 = 0.000164623
    // d = 2 × 6371.0088 × asin(√h) = 2 × 6371.0088 × 0.0128309 = 163.49 km
    expect(distanceKm(TALLINN, TARTU)).toBeCloseTo(163.49, 1);
    expect(distanceKm(TARTU, TALLINN)).toBeCloseTo(163.49, 1);
  });

  it('is zero for one point and half the circumference for antipodes', () => {
    expect(distanceKm(TALLINN, TALLINN)).toBe(0);
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(
      Math.PI * 6371.0088,
      6,
    );
  });

  it('measures one degree of latitude as 111.195 km', () => {
    // 6371.0088 × π / 180 = 111.1951
    expect(distanceKm({ lat: 58, lon: 25 }, { lat: 59, lon: 25 })).toBeCloseTo(111.195, 3);
  });
});

describe('roundPosition and isValidPosition', () => {
  it('rounds to 2 decimals of a degree', () => {
    expect(roundPosition({ lat: 59.43696, lon: 24.75353 })).toEqual({ lat: 59.44, lon: 24.75 });
    expect(roundPosition({ lat: 58.375001, lon: 26.72499 })).toEqual({ lat: 58.38, lon: 26.72 });
  });

  it('refuses out-of-range and non-finite coordinates', () => {
    expect(isValidPosition(59.4, 24.7)).toBe(true);
    expect(isValidPosition(-90, 180)).toBe(true);
    expect(isValidPosition(90.01, 24)).toBe(false);
    expect(isValidPosition(59, -180.5)).toBe(false);
    expect(isValidPosition(Number.NaN, 24)).toBe(false);
    expect(isValidPosition(59, Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('islandOf', () => {
  it('places towns on their islands and mainland harbours on the mainland', () => {
    expect(islandOf(KURESSAARE)).toBe('Saaremaa');
    expect(islandOf(ORISSAARE)).toBe('Saaremaa');
    expect(islandOf(MUHU_LIIVA)).toBe('Muhu');
    expect(islandOf(KUIVASTU)).toBe('Muhu');
    expect(islandOf(KARDLA)).toBe('Hiiumaa');
    expect(islandOf(VORMSI_HULLO)).toBe('Vormsi');
    expect(islandOf(KIHNU)).toBe('Kihnu');
    expect(islandOf(RUHNU)).toBe('Ruhnu');
    for (const mainland of [TALLINN, TARTU, NARVA, VIRTSU, HAAPSALU, PARNU]) {
      expect(islandOf(mainland)).toBeNull();
    }
  });
});

describe('needsFerry', () => {
  it('needs a ferry between an island and the mainland', () => {
    expect(needsFerry(KURESSAARE, TALLINN)).toBe(true);
    expect(needsFerry(TALLINN, KURESSAARE)).toBe(true);
    expect(needsFerry(MUHU_LIIVA, VIRTSU)).toBe(true);
    expect(needsFerry(KIHNU, PARNU)).toBe(true);
    expect(needsFerry(VORMSI_HULLO, HAAPSALU)).toBe(true);
  });

  it('needs a ferry between different islands', () => {
    expect(needsFerry(KARDLA, KURESSAARE)).toBe(true);
    expect(needsFerry(RUHNU, KURESSAARE)).toBe(true);
    expect(needsFerry(VORMSI_HULLO, KARDLA)).toBe(true);
  });

  it('needs none across the Väinatamm causeway (Saaremaa-Muhu) or on one land mass', () => {
    expect(needsFerry(KURESSAARE, MUHU_LIIVA)).toBe(false);
    expect(needsFerry(KUIVASTU, KURESSAARE)).toBe(false);
    expect(needsFerry(KURESSAARE, ORISSAARE)).toBe(false);
    expect(needsFerry(TALLINN, NARVA)).toBe(false);
    expect(needsFerry(TALLINN, TARTU)).toBe(false);
  });
});
