import { renderHook } from '@testing-library/react';
import { useKeptOnceShown } from './use-kept-once-shown';

test('is false until first shown, then stays true', () => {
  const { result, rerender } = renderHook(({ shown }) => useKeptOnceShown(shown), { initialProps: { shown: false } });
  expect(result.current).toBe(false);
  rerender({ shown: true });
  expect(result.current).toBe(true);
  rerender({ shown: false });
  expect(result.current).toBe(true);
});
