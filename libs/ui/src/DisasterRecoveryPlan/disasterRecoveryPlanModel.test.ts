import { canActOn, failoverCounts, type DisasterRecoveryPairItem } from './disasterRecoveryPlanModel';
import { samplePairs } from './disasterRecoveryFixtures';

const [serving, failedOver, lonely] = samplePairs as [
  DisasterRecoveryPairItem,
  DisasterRecoveryPairItem,
  DisasterRecoveryPairItem,
];

test.each([
  ['activate', serving, true],
  ['activate', failedOver, false],
  ['activate', lonely, false],
  ['restore', serving, false],
  ['restore', failedOver, true],
  ['view', serving, false],
] as const)('%s on a pair: %#', (mode, pair, expected) => {
  expect(canActOn(pair, mode)).toBe(expected);
});

test('counts the pairs failed over among those that can fail over', () => {
  expect(failoverCounts(samplePairs)).toEqual({ active: 1, total: 2 });
  expect(failoverCounts([])).toEqual({ active: 0, total: 0 });
});
