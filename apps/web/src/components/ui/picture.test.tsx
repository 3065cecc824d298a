// A picture of the first screen loads at once, first, and is decoded for the frame that shows it (an
// asynchronously decoded picture appeared a frame or more after the page, later than its LCP could be); any other
// picture loads near the viewport and decodes off the frame.
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Picture } from '@/components/ui/picture';

const props = { src: '/media/categories/sticks-640.webp', alt: '', width: 640, height: 400, sizes: '50vw' };

describe('Picture', () => {
  it('gives a first-screen picture eager loading, high priority and synchronous decoding', () => {
    const { container } = render(<Picture {...props} eager />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
    expect(image?.getAttribute('decoding')).toBe('sync');
  });

  it('keeps every other picture lazy and decoded asynchronously, with its widths and box', () => {
    const { container } = render(<Picture {...props} />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('decoding')).toBe('async');
    expect(image?.getAttribute('srcset')).toBe('/media/categories/sticks-320.webp 320w, /media/categories/sticks-640.webp 640w');
    expect(image?.getAttribute('width')).toBe('640');
    expect(image?.getAttribute('height')).toBe('400');
  });

  it('draws a deferred picture as its box only, and asks for it once it is no longer deferred', () => {
    const { container, rerender } = render(<Picture {...props} deferred />);
    const image = container.querySelector('img');
    expect([image?.getAttribute('src'), image?.getAttribute('srcset'), image?.getAttribute('sizes')]).toEqual([null, null, null]);
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['640', '400']);
    rerender(<Picture {...props} deferred={false} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(props.src);
    expect(container.querySelector('img')?.getAttribute('sizes')).toBe('50vw');
  });
});
