import { describe, expect, it } from 'vitest';
import {
  cropAspects,
  defaultCrop,
  validateCrop,
  validateProfileDimensions,
  validateProfileFile,
} from './profile-picture';

describe('profile picture rules', () => {
  it('accepts JPEG, JPG, PNG, GIF, WebP and rejects others with the SPEC text', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp']) {
      expect(validateProfileFile({ type, size: 1000 })).toBeNull();
    }
    expect(validateProfileFile({ type: 'image/bmp', size: 1000 })).toBe(
      'Please select a valid image file (JPEG, PNG, GIF, or WebP).',
    );
  });

  it('empty and over-5MB files', () => {
    expect(validateProfileFile({ type: 'image/png', size: 0 })).toBe(
      'The selected file appears to be empty or corrupted.',
    );
    expect(validateProfileFile({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(validateProfileFile({ type: 'image/png', size: 6 * 1024 * 1024 })).toBe(
      'File size must be less than 5MB. Current size: 6.00 MB.',
    );
  });

  it('dimensions 50..4096', () => {
    expect(validateProfileDimensions(50, 50)).toBeNull();
    expect(validateProfileDimensions(49, 200)).toBe(
      'Image is too small. Minimum dimensions: 50x50px.',
    );
    expect(validateProfileDimensions(4097, 100)).toBe(
      'Image is too large. Maximum dimensions: 4096x4096px.',
    );
  });

  it('crop checks', () => {
    expect(validateCrop(null)).toBe('Please select and crop an image first.');
    expect(validateCrop({ x: 0, y: 0, width: 49, height: 80 })).toBe(
      'Cropped area is too small. Please select a larger area (minimum 50x50 pixels).',
    );
    expect(validateCrop({ x: 0, y: 0, width: 50, height: 50 })).toBeNull();
  });

  it('aspect labels and the 80%-width default crop', () => {
    expect(cropAspects.map((a) => a.label)).toEqual([
      'Square 1:1',
      'Landscape 4:3',
      'Portrait 3:4',
      'Free',
    ]);
    expect(defaultCrop(1000, 1000, 'square')).toEqual({ x: 100, y: 100, width: 800, height: 800 });
    expect(defaultCrop(1000, 1000, 'landscape')).toEqual({
      x: 100,
      y: 200,
      width: 800,
      height: 600,
    });
    // Portrait on a wide image: height-limited.
    expect(defaultCrop(1000, 300, 'portrait')).toEqual({ x: 388, y: 0, width: 225, height: 300 });
    expect(defaultCrop(1000, 500, 'free')).toEqual({ x: 100, y: 50, width: 800, height: 400 });
  });
});
