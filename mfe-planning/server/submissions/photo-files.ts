/**
 * Event photos as files: recognised by their first bytes (a renamed PDF is not an image) and
 * re-encoded (photo-reencode.ts) into a temporary file, which the submission store copies into
 * the database (photo-store.ts). Before decision 037 the re-encoded files were kept under
 * DATA_DIR/uploads/event-photos, with a name the server chose; each instance takes those over
 * at its start (photo-takeover.ts).
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';

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

/** Where photos were kept before they moved into the database: read only to take them over. */
export const eventPhotoDir = (dataDir: string) => path.join(dataDir, 'uploads', 'event-photos');

/** The names the server gave photo files (`<submission>-<position>.<type>`); no other file is touched. */
export const photoFileName = /^(s[0-9a-f]{10})-([1-3])\.(jpg|png|gif|webp)$/;

/** A photo ready to keep: the re-encoded file (a temporary one), its type and its size. */
export interface IncomingPhoto {
  file: string;
  kind: ImageKind;
  originalName: string;
  width: number;
  height: number;
  byteSize: number;
}

/**
 * Removes this instance's old files of deleted photos whose bytes were never taken over (its
 * data folder may still hold them until its next start); names not of the server's making are
 * left alone.
 */
export async function removePhotoFiles(dataDir: string, fileNames: readonly string[]): Promise<void> {
  await Promise.all(
    fileNames
      .filter((name) => photoFileName.test(name))
      .map((name) => rm(path.join(eventPhotoDir(dataDir), name), { force: true })),
  );
}
