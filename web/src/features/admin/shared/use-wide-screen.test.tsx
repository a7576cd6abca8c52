import { expect, test } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import { lendBrowserApis } from './admin-test-env';
import { useWideScreen } from './use-wide-screen';

test('admin lists are cards on screens of 768 px and less, tables on wider ones', () => {
  lendBrowserApis({ width: 768 });
  expect(renderHook(() => useWideScreen()).result.current).toBe(false);
  lendBrowserApis({ width: 769 });
  expect(renderHook(() => useWideScreen()).result.current).toBe(true);
});
