// Every picture of the app: the /media/ pictures in each of their widths (srcset), a reserved box (width and
// height, so nothing shifts when it arrives), lazy below the fold, and eager with high priority when it is likely the
// largest thing on the first screen.
import type { ImgHTMLAttributes } from 'react';
import { mediaImageSrcSet, pictureSizes } from '@loyalty/domain/media-image';

export { pictureSizes };

type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'loading'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  /** On the first screen: loads at once and first (the likely LCP element); otherwise when it nears the viewport. */
  eager?: boolean;
  /** Not asked for yet: the box is drawn (width and height) without the picture, which loads once this is false. */
  deferred?: boolean;
};

export function Picture({ src, sizes, eager = false, deferred = false, ...rest }: PictureProps) {
  const srcSet = mediaImageSrcSet(src);
  return (
    <img
      {...rest}
      src={deferred ? undefined : src}
      srcSet={deferred ? undefined : srcSet}
      sizes={srcSet && !deferred ? sizes : undefined}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      // A first-screen picture is decoded for the frame that shows it (with the text around it), not in a later one.
      decoding={eager ? 'sync' : 'async'}
    />
  );
}
