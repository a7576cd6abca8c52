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

const measured = () => jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');

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

test('a section in view when it appears stays shown, and is no longer watched', () => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
  render(<FadeIn>Our story</FadeIn>);
  expect(screen.getByText('Our story')).not.toHaveClass('waiting');
  act(() => observers[0].callback([{ isIntersecting: true }]));
  expect(screen.getByText('Our story')).not.toHaveClass('waiting');
  expect(observers[0].disconnected).toBe(true);
});

test('a section below the fold starts shown (as the server drew it), is hidden out of sight, and fades in when it scrolls into view', () => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
  render(<FadeIn className="story">Our story</FadeIn>);
  const section = screen.getByText('Our story');
  expect(section).not.toHaveClass('waiting');

  act(() => observers[0].callback([{ isIntersecting: false }]));
  expect(section).toHaveClass('waiting', 'story');
  act(() => observers[0].callback([{ isIntersecting: true }]));
  expect(section).not.toHaveClass('waiting');
  expect(observers[0].disconnected).toBe(true);
});

test('sections are placed without measuring the page: hydrating a long page forces no layout per section', () => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
  const measuring = measured();
  render(
    <>
      <FadeIn>One</FadeIn>
      <FadeIn>Two</FadeIn>
      <FadeIn>Three</FadeIn>
    </>,
  );
  expect(observers).toHaveLength(3);
  expect(measuring).not.toHaveBeenCalled();
});
