import { expect, test } from '@jest/globals';
import { friendlyIdIn } from './admin-lists';

test('an order number is found as customers quote it: with or without BK-, in any case', () => {
  for (const quoted of ['BK-10003', 'bk-10003', 'Bk-10003', '10003', ' 10003 ', 'BK 10003', 'bk10003'])
    expect(friendlyIdIn(quoted)).toBe('BK-10003');
});

test('anything else is not an order number', () => {
  for (const other of ['', 'BK-', 'BK-10003x', 'AB-10003', 'layla@example.com', '10003-4', 'BK--10003'])
    expect(friendlyIdIn(other)).toBeNull();
});
