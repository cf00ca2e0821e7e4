/** Profile picture rules and messages (SPEC §5, §8, §9), verbatim. */
const profileImageTypes = [
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/gif',
  'image/webp',
] as const;
const profileImageMaxBytes = 5 * 1024 * 1024;
const profileImageMinPx = 50;
const profileImageMaxPx = 4096;
export const profileImageJpegQuality = 0.9;
/** Default crop: 80% of the image width (SPEC §9). */
const defaultCropWidth = 0.8;

export const profilePictureMessages = {
  invalidType: 'Please select a valid image file (JPEG, PNG, GIF, or WebP).',
  tooLarge: (mb: string) => `File size must be less than 5MB. Current size: ${mb} MB.`,
  empty: 'The selected file appears to be empty or corrupted.',
  tooSmall: 'Image is too small. Minimum dimensions: 50x50px.',
  tooBig: 'Image is too large. Maximum dimensions: 4096x4096px.',
  noCrop: 'Please select and crop an image first.',
  cropTooSmall: 'Cropped area is too small. Please select a larger area (minimum 50x50 pixels).',
  nothingToRemove: 'No profile picture to remove.',
  noUserId: 'User ID not found',
  saveFailed: 'Failed to save profile picture',
  removeFailed: 'Failed to remove profile picture',
  loadFailed: 'Failed to load image. The file may be corrupted or not a valid image.',
  readFailed: 'Failed to read the selected file. Please try again.',
  saved: 'Profile picture updated successfully',
  removed: 'Profile picture removed successfully',
  updateFailed: 'Failed to update profile picture',
} as const;

export type CropAspect = 'square' | 'landscape' | 'portrait' | 'free';

export const cropAspects: readonly { id: CropAspect; label: string; ratio: number | null }[] = [
  { id: 'square', label: 'Square 1:1', ratio: 1 },
  { id: 'landscape', label: 'Landscape 4:3', ratio: 4 / 3 },
  { id: 'portrait', label: 'Portrait 3:4', ratio: 3 / 4 },
  { id: 'free', label: 'Free', ratio: null },
];

/** Checks a chosen file's type, emptiness and size; returns the message or null. */
export function validateProfileFile(file: { type: string; size: number }): string | null {
  if (!(profileImageTypes as readonly string[]).includes(file.type.toLowerCase())) {
    return profilePictureMessages.invalidType;
  }
  if (file.size <= 0) return profilePictureMessages.empty;
  if (file.size > profileImageMaxBytes) {
    return profilePictureMessages.tooLarge((file.size / (1024 * 1024)).toFixed(2));
  }
  return null;
}

/** Checks decoded image dimensions; returns the message or null. */
export function validateProfileDimensions(width: number, height: number): string | null {
  if (width < profileImageMinPx || height < profileImageMinPx) {
    return profilePictureMessages.tooSmall;
  }
  if (width > profileImageMaxPx || height > profileImageMaxPx) {
    return profilePictureMessages.tooBig;
  }
  return null;
}

export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Checks the crop before saving (pixels of the natural image); returns the message or null. */
export function validateCrop(crop: CropRect | null | undefined): string | null {
  if (!crop || crop.width <= 0 || crop.height <= 0) return profilePictureMessages.noCrop;
  if (crop.width < profileImageMinPx || crop.height < profileImageMinPx) {
    return profilePictureMessages.cropTooSmall;
  }
  return null;
}

/**
 * The starting crop: 80% of the image width, centred, with the aspect's ratio (Free keeps the
 * image's own ratio); shrunk to fit when the height would overflow.
 */
export function defaultCrop(imageWidth: number, imageHeight: number, aspect: CropAspect): CropRect {
  const ratio = cropAspects.find((a) => a.id === aspect)?.ratio ?? imageWidth / imageHeight;
  let width = imageWidth * defaultCropWidth;
  let height = width / ratio;
  if (height > imageHeight) {
    height = imageHeight;
    width = height * ratio;
  }
  return {
    x: Math.round((imageWidth - width) / 2),
    y: Math.round((imageHeight - height) / 2),
    width: Math.round(width),
    height: Math.round(height),
  };
}
