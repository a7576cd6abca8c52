import { describe, expect, it } from '@jest/globals';
import { AGE_GROUPS, isAgeGroup } from './age-groups.js';

describe('age groups', () => {
  it('lists the four groups in the order the home page tiles use', () => {
    expect(AGE_GROUPS).toEqual(['infants', 'toddlers', 'children', 'teenagers']);
  });

  it.each(['infants', 'toddlers', 'children', 'teenagers'])('accepts %s', (group) => {
    expect(isAgeGroup(group)).toBe(true);
  });

  it.each([['adults'], ['Infants'], [''], [null], [undefined], [3], [['infants']]])('rejects %p', (value) => {
    expect(isAgeGroup(value)).toBe(false);
  });
});
