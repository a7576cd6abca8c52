import { afterEach, expect, jest, test } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { FadeIn } from './fade-in';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; disconnected: boolean }[] = [];
class FakeIntersectionObserver {
  private readonly entry: { callback: Callback; disconnected: boolean };
  constructor(callback: Callback) {
    this.entry = { callback, disconnected: false };
    observers.push(this.entry);
  }
  observe() {}
  disconnect() {
    this.entry.disconnected = true;
  }
}

const belowTheFold = () => jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 2000 } as DOMRect);

afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  observers.length = 0;
});

test('without IntersectionObserver the content simply shows', () => {
  render(<FadeIn as="section">Our story</FadeIn>);
  expect(screen.getByText('Our story')).toHaveClass('fadeIn');
  expect(screen.getByText('Our story')).not.toHaveClass('waiting');
});

test('a section already in view when it appears shows at once, without watching', () => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
  render(<FadeIn>Our story</FadeIn>);
  expect(screen.getByText('Our story')).not.toHaveClass('waiting');
  expect(observers).toHaveLength(0);
});

test('a section below the fold waits until it scrolls into view, then shows and stops watching', () => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
  belowTheFold();
  render(<FadeIn className="story">Our story</FadeIn>);
  const section = screen.getByText('Our story');
  expect(section).toHaveClass('waiting', 'story');

  act(() => observers[0].callback([{ isIntersecting: false }]));
  expect(section).toHaveClass('waiting');
  act(() => observers[0].callback([{ isIntersecting: true }]));
  expect(section).not.toHaveClass('waiting');
  expect(observers[0].disconnected).toBe(true);
});
