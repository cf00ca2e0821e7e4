import {
  type CropRect,
  profileImageJpegQuality,
  profilePictureMessages,
  validateProfileDimensions,
  validateProfileFile,
} from '../core/profile-picture';

/** A chosen picture, decoded: its object URL and natural size, or the §5 message why not. */
export type LoadedImage =
  | { ok: true; url: string; width: number; height: number; image: HTMLImageElement }
  | { ok: false; message: string };

/** Checks the file (type, empty, size), decodes it and checks its dimensions (SPEC §5). */
export async function loadProfileImage(file: File): Promise<LoadedImage> {
  const problem = validateProfileFile(file);
  if (problem) return { ok: false, message: problem };
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch {
    URL.revokeObjectURL(url);
    return { ok: false, message: profilePictureMessages.loadFailed };
  }
  const tooSmallOrBig = validateProfileDimensions(image.naturalWidth, image.naturalHeight);
  if (tooSmallOrBig) {
    URL.revokeObjectURL(url);
    return { ok: false, message: tooSmallOrBig };
  }
  return { ok: true, url, width: image.naturalWidth, height: image.naturalHeight, image };
}

/** The crop drawn to a canvas and encoded as JPEG quality 0.9 (SPEC §9): a data URL. */
export function cropToJpeg(image: HTMLImageElement, crop: CropRect): string {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(crop.width);
  canvas.height = Math.round(crop.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error(profilePictureMessages.saveFailed);
  // JPEG has no transparency: a transparent PNG gets a white background, not black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(
    image,
    crop.x,
    crop.y,
    crop.width,
    crop.height,
    0,
    0,
    canvas.width,
    canvas.height,
  );
  return canvas.toDataURL('image/jpeg', profileImageJpegQuality);
}

/** Keeps a crop inside the image, at least 1 px, with the aspect's ratio when it has one. */
export function clampCrop(
  crop: CropRect,
  imageWidth: number,
  imageHeight: number,
  ratio: number | null,
): CropRect {
  let width = Math.max(1, Math.min(crop.width, imageWidth));
  let height = Math.max(1, Math.min(crop.height, imageHeight));
  if (ratio) {
    height = width / ratio;
    if (height > imageHeight) {
      height = imageHeight;
      width = height * ratio;
    }
  }
  const x = Math.min(Math.max(0, crop.x), imageWidth - width);
  const y = Math.min(Math.max(0, crop.y), imageHeight - height);
  return {
    x: Math.round(x),
    y: Math.round(y),
    width: Math.round(width),
    height: Math.round(height),
  };
}
