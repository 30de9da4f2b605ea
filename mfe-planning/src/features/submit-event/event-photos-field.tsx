/**
 * Up to three photos: extra files are dropped with a note the visitor can see, files that
 * are not images are refused with a message (the server checks the bytes again).
 */
import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { theme } from '@estes/shared';
import { FieldError, Hint, fieldId, useFormFields } from '@estes/shared/ui/form';
import { photoLimits } from '../../domain/form-limits';

export interface PhotoChoice {
  kept: File[];
  droppedCount: number;
  refused: string[];
  tooLarge: string[];
}

/** Which of the chosen files are kept: images under the size limit, the first three of them. */
export function choosePhotos(files: readonly File[]): PhotoChoice {
  const refused = files.filter((file) => !file.type.startsWith('image/')).map((file) => file.name);
  const images = files.filter((file) => file.type.startsWith('image/'));
  const tooLarge = images.filter((file) => file.size > photoLimits.maxBytes).map((file) => file.name);
  const usable = images.filter((file) => file.size <= photoLimits.maxBytes);
  return {
    kept: usable.slice(0, photoLimits.maxPhotos),
    droppedCount: Math.max(0, usable.length - photoLimits.maxPhotos),
    refused,
    tooLarge,
  };
}

export function photoNotes(choice: PhotoChoice): { note?: string; error?: string } {
  const problems = [
    choice.refused.length > 0
      ? `Only image files can be added: ${choice.refused.join(', ')} ${choice.refused.length === 1 ? 'was' : 'were'} not added.`
      : '',
    choice.tooLarge.length > 0
      ? `Photos must be 5 MB or smaller: ${choice.tooLarge.join(', ')} ${choice.tooLarge.length === 1 ? 'was' : 'were'} not added.`
      : '',
  ].filter(Boolean);
  return {
    note:
      choice.droppedCount > 0
        ? `Only the first ${photoLimits.maxPhotos} photos are kept: ${choice.droppedCount} more ${choice.droppedCount === 1 ? 'was' : 'were'} left out.`
        : undefined,
    error: problems.length > 0 ? problems.join(' ') : undefined,
  };
}

/** The photo field of a submission form: its id prefix and the API's message come from the form. */
export function EventPhotosField() {
  const { formId, fieldErrors } = useFormFields();
  const [choice, setChoice] = useState<PhotoChoice>({ kept: [], droppedCount: 0, refused: [], tooLarge: [] });
  const id = fieldId(formId, 'photos');
  const serverError = fieldErrors.photos;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const next = choosePhotos([...(input.files ?? [])]);
    // The input then holds exactly the kept files, so the form sends what the page lists.
    const transfer = new DataTransfer();
    for (const file of next.kept) transfer.items.add(file);
    input.files = transfer.files;
    setChoice(next);
  };

  const { note, error } = photoNotes(choice);
  const shownError = error ?? serverError;
  return (
    <Box>
      <label htmlFor={id}>Event photos (up to {photoLimits.maxPhotos})</label>
      <input
        id={id}
        name="photos"
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        multiple
        onChange={onChange}
        aria-describedby={`${id}-hint${note ? ` ${id}-note` : ''}${shownError ? ` ${id}-error` : ''}`}
        aria-invalid={Boolean(shownError)}
      />
      <Hint id={`${id}-hint`}>JPEG, PNG, GIF or WebP, 5 MB each at most. Photos help your listing stand out.</Hint>
      {choice.kept.length > 0 ? (
        <Kept aria-label="Photos to send">
          {choice.kept.map((file) => (
            <li key={`${file.name}-${file.size}`}>{file.name}</li>
          ))}
        </Kept>
      ) : null}
      {note ? (
        <Note id={`${id}-note`} role="status">
          {note}
        </Note>
      ) : null}
      {shownError ? <FieldError id={`${id}-error`}>{shownError}</FieldError> : null}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  label {
    font-weight: 600;
    color: ${theme.color.ink};
  }
  input {
    font: inherit;
    min-height: 44px;
  }
`;

const Kept = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
`;

const Note = styled.p`
  margin: 0;
  padding: 0.5rem 0.75rem;
  border-radius: ${theme.radius.small};
  background: ${theme.color.emberWash};
  color: ${theme.color.emberDark};
  font-weight: 600;
`;
