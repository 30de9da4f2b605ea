/**
 * Event photos: recognised by their first bytes (a renamed PDF is not an image), re-encoded
 * (photo-reencode.ts), then stored under DATA_DIR/uploads/event-photos with a name the server
 * chooses, never the visitor's.
 */
import { constants } from 'node:fs';
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { StoredPhoto } from './submission-store';

export interface ImageKind {
  contentType: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';
  extension: 'jpg' | 'png' | 'gif' | 'webp';
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The image type of a file's content, or undefined when it is not a JPEG, PNG, GIF or WebP. */
export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { contentType: 'image/png', extension: 'png' };
  }
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) {
    return { contentType: 'image/gif', extension: 'gif' };
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  return undefined;
}

export const eventPhotoDir = (dataDir: string) => path.join(dataDir, 'uploads', 'event-photos');

/** Only names this module made are ever read back. */
const safeFileName = /^s[0-9a-f]{10}-[1-3]\.(jpg|png|gif|webp)$/;

/** A photo ready to keep: the re-encoded file (a temporary one), its type and its size. */
export interface IncomingPhoto {
  file: string;
  kind: ImageKind;
  originalName: string;
  width: number;
  height: number;
  byteSize: number;
}

/** Copies the photos into place; when one fails, those already copied are removed (all or none). */
export async function savePhotos(
  dataDir: string,
  submissionId: string,
  photos: readonly IncomingPhoto[],
): Promise<StoredPhoto[]> {
  if (photos.length === 0) return [];
  const folder = eventPhotoDir(dataDir);
  await mkdir(folder, { recursive: true });
  const stored: StoredPhoto[] = [];
  try {
    for (const [index, photo] of photos.entries()) {
      const position = index + 1;
      const fileName = `${submissionId}-${position}.${photo.kind.extension}`;
      const target = path.join(folder, fileName);
      try {
        await copyFile(photo.file, target, constants.COPYFILE_EXCL);
      } catch (error) {
        // A copy cut short (disk full) leaves part of a file; an existing file is not ours.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(target, { force: true });
        throw error;
      }
      stored.push({
        position,
        fileName,
        contentType: photo.kind.contentType,
        byteSize: photo.byteSize,
        originalName: photo.originalName.slice(0, 200),
        width: photo.width,
        height: photo.height,
      });
    }
  } catch (error) {
    await removePhotos(dataDir, stored);
    throw error;
  }
  return stored;
}

export async function removePhotos(dataDir: string, photos: readonly StoredPhoto[]): Promise<void> {
  await Promise.all(photos.map((photo) => rm(path.join(eventPhotoDir(dataDir), photo.fileName), { force: true })));
}

export async function readPhoto(dataDir: string, photo: StoredPhoto): Promise<Buffer> {
  if (!safeFileName.test(photo.fileName)) throw new Error(`Refusing to read photo file ${photo.fileName}`);
  return readFile(path.join(eventPhotoDir(dataDir), photo.fileName));
}
