import { useClient, useSession } from '@hrportal/react';
import { Avatar, Button, Dialog, FileDrop, Modal, Radio, RadioGroup, useToast } from '@hrportal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import {
  type CropAspect,
  type CropRect,
  cropAspects,
  defaultCrop,
  profilePictureMessages,
  validateCrop,
} from '../core/profile-picture';
import { clampCrop, cropToJpeg, type LoadedImage, loadProfileImage } from './image';
import * as styles from './ProfilePictureDialog.css';
import { profilePictureKey, useProfilePicture, useSetProfilePicture } from './useProfilePicture';

type Loaded = Extract<LoadedImage, { ok: true }>;

/** Largest size the image is shown at while cropping. */
const view = { width: 440, height: 300 };

interface CropperProps {
  image: Loaded;
  aspect: CropAspect;
  crop: CropRect;
  onChange: (crop: CropRect) => void;
}

/**
 * The crop box over the image: drag it to move, drag its corner to resize; with the keyboard,
 * arrows move it and Shift+arrows resize it (10 px of the image per press).
 */
function Cropper({ image, aspect, crop, onChange }: CropperProps) {
  const scale = Math.min(view.width / image.width, view.height / image.height, 1);
  const ratio = cropAspects.find((a) => a.id === aspect)?.ratio ?? null;
  const drag = useRef<{ mode: 'move' | 'resize'; x: number; y: number; start: CropRect } | null>(
    null,
  );
  const set = (next: CropRect) => onChange(clampCrop(next, image.width, image.height, ratio));

  const onPointerDown = (mode: 'move' | 'resize') => (event: PointerEvent<HTMLElement>) => {
    event.preventDefault();
    event.stopPropagation();
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
    drag.current = { mode, x: event.clientX, y: event.clientY, start: crop };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = (event.clientX - current.x) / scale;
    const dy = (event.clientY - current.y) / scale;
    const { start } = current;
    if (current.mode === 'move') set({ ...start, x: start.x + dx, y: start.y + dy });
    else
      set({
        ...start,
        width: start.width + dx,
        height: ratio ? (start.width + dx) / ratio : start.height + dy,
      });
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = 10;
    const d = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    }[event.key];
    if (!d) return;
    event.preventDefault();
    const [dx, dy] = d as [number, number];
    if (event.shiftKey) {
      const width = crop.width + (dx || dy);
      set({ ...crop, width, height: ratio ? width / ratio : crop.height + (dy || dx) });
    } else set({ ...crop, x: crop.x + dx, y: crop.y + dy });
  };

  return (
    <div
      className={styles.stage}
      style={{ width: image.width * scale, height: image.height * scale }}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <img src={image.url} alt="Chosen" className={styles.image} draggable={false} />
      <button
        type="button"
        aria-label={`Crop area ${crop.width} by ${crop.height} pixels. Arrow keys move it, Shift and arrow keys resize it.`}
        className={styles.cropBox}
        style={{
          left: crop.x * scale,
          top: crop.y * scale,
          width: crop.width * scale,
          height: crop.height * scale,
        }}
        onPointerDown={onPointerDown('move')}
        onKeyDown={onKeyDown}
      >
        <span
          className={styles.handle}
          onPointerDown={onPointerDown('resize')}
          aria-hidden="true"
        />
      </button>
    </div>
  );
}

/** Props of {@link ProfilePictureDialog}. */
export interface ProfilePictureDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Change Profile Picture (SPEC §2 "Shell"): drop or choose an image, crop it (Square 1:1,
 * Landscape 4:3, Portrait 3:4, Free; the crop starts at 80% of the width), Save Changes, Cancel, and
 * Remove Picture when a picture exists. Every §5 check answers with its message; the picture is saved as
 * JPEG quality 0.9, shown at once, and rolled back with the §8 toast if the server refuses it.
 */
export function ProfilePictureDialog({ isOpen, onOpenChange }: ProfilePictureDialogProps) {
  const client = useClient();
  const { session } = useSession();
  const toast = useToast();
  const queryClient = useQueryClient();
  const current = useProfilePicture();
  const setPicture = useSetProfilePicture();
  const [image, setImage] = useState<Loaded | null>(null);
  const [aspect, setAspect] = useState<CropAspect>('square');
  const [crop, setCrop] = useState<CropRect | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => () => (image ? URL.revokeObjectURL(image.url) : undefined), [image]);
  const reset = () => {
    setImage(null);
    setCrop(null);
    setError(null);
    setAspect('square');
  };
  const close = () => {
    reset();
    onOpenChange(false);
  };

  const choose = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setError(null);
    try {
      const loaded = await loadProfileImage(file);
      if (!loaded.ok) return setError(loaded.message);
      setImage(loaded);
      setCrop(defaultCrop(loaded.width, loaded.height, aspect));
    } catch {
      setError(profilePictureMessages.readFailed);
    }
  };
  const changeAspect = (next: CropAspect) => {
    setAspect(next);
    if (image) setCrop(defaultCrop(image.width, image.height, next));
  };

  const save = async () => {
    const userId = session?.userId;
    if (!userId) return setError(profilePictureMessages.noUserId);
    if (!image) return setError(profilePictureMessages.noCrop);
    const problem = validateCrop(crop);
    if (problem || !crop) return setError(problem ?? profilePictureMessages.noCrop);
    setBusy(true);
    const dataUrl = cropToJpeg(image.image, crop);
    setPicture(userId, dataUrl);
    close();
    try {
      await client.users.uploadImage(userId, {
        image: dataUrl.slice(dataUrl.indexOf(',') + 1),
        filename: 'profile.jpg',
        image_delete_status: false,
      });
      toast.show({ tone: 'positive', title: profilePictureMessages.saved });
    } catch {
      // Roll back to what the server holds.
      await queryClient.invalidateQueries({ queryKey: profilePictureKey(userId) });
      toast.show({ tone: 'critical', title: profilePictureMessages.saveFailed });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    const userId = session?.userId;
    if (!userId) return setError(profilePictureMessages.noUserId);
    if (!current) return setError(profilePictureMessages.nothingToRemove);
    setBusy(true);
    setPicture(userId, null);
    close();
    try {
      await client.users.uploadImage(userId, {
        image: '',
        filename: '',
        image_delete_status: true,
      });
      toast.show({ tone: 'positive', title: profilePictureMessages.removed });
    } catch {
      await queryClient.invalidateQueries({ queryKey: profilePictureKey(userId) });
      toast.show({ tone: 'critical', title: profilePictureMessages.removeFailed });
    } finally {
      setBusy(false);
    }
  };

  const name = session?.name || session?.userName || '?';
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? onOpenChange(true) : close())}>
      <Dialog
        title="Change Profile Picture"
        footer={
          <>
            {current && !image ? (
              <Button tone="critical" isDisabled={busy} onPress={() => void remove()}>
                Remove Picture
              </Button>
            ) : null}
            <Button onPress={close}>Cancel</Button>
            <Button tone="brand" isDisabled={busy || !image} onPress={() => void save()}>
              Save Changes
            </Button>
          </>
        }
      >
        {image && crop ? (
          <div className={styles.body}>
            <Cropper image={image} aspect={aspect} crop={crop} onChange={setCrop} />
            <RadioGroup
              label="Crop shape"
              orientation="horizontal"
              value={aspect}
              onChange={(value) => changeAspect(value as CropAspect)}
            >
              {cropAspects.map((a) => (
                <Radio key={a.id} value={a.id}>
                  {a.label}
                </Radio>
              ))}
            </RadioGroup>
            <Button size="small" onPress={reset}>
              Choose another image
            </Button>
          </div>
        ) : (
          <div className={styles.body}>
            <div className={styles.current}>
              <Avatar name={name} src={current} size="large" />
              <span>{current ? 'Your current picture' : 'No picture yet'}</span>
            </div>
            <FileDrop
              label="Drop an image here"
              description="JPEG, PNG, GIF or WebP, up to 5MB, at least 50×50 px"
              showErrors={false}
              onSelect={(files) => void choose(files)}
            />
          </div>
        )}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </Dialog>
    </Modal>
  );
}
