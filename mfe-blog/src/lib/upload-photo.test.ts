import { BLOG_LIMITS } from '@stairs/contracts';
import { PHOTO_CHECK_MESSAGES, photoProblem } from './upload-photo';

describe('photoProblem', () => {
  it('accepts a JPEG or PNG up to 50 MB', () => {
    expect(photoProblem({ type: 'image/jpeg', size: 3_000_000 })).toBeUndefined();
    expect(photoProblem({ type: 'image/png', size: BLOG_LIMITS.photoMaxBytes })).toBeUndefined();
  });

  it('refuses what is no image, an SVG and a file over 50 MB before sending it', () => {
    expect(photoProblem({ type: 'application/pdf', size: 10 })).toBe(PHOTO_CHECK_MESSAGES.notAnImage);
    expect(photoProblem({ type: 'image/svg+xml', size: 10 })).toBe(PHOTO_CHECK_MESSAGES.notAnImage);
    expect(photoProblem({ type: 'image/jpeg', size: BLOG_LIMITS.photoMaxBytes + 1 })).toBe(
      PHOTO_CHECK_MESSAGES.tooLarge,
    );
  });
});
