/** The contact fields the planning forms share: the same names, limits and autocomplete everywhere. */
import { TextField } from '@estes/shared/ui/form';
import { textLimits } from '../domain/form-limits';

export function NameField({ name = 'name', label = 'Your name' }: { name?: string; label?: string }) {
  return <TextField name={name} label={label} required autoComplete="name" maxLength={textLimits.name} />;
}

export function EmailField() {
  return (
    <TextField name="email" label="Email" required type="email" autoComplete="email" maxLength={textLimits.email} />
  );
}

export function PhoneField({ required = false }: { required?: boolean }) {
  return (
    <TextField
      name="phone"
      label="Phone"
      required={required}
      type="tel"
      autoComplete="tel"
      maxLength={textLimits.phone}
    />
  );
}

/** A web address: the `https://` hint unless the form says more. */
export function UrlField({
  name,
  label,
  required = false,
  hint = 'Starting with https://',
  autoComplete,
}: {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  autoComplete?: string;
}) {
  return (
    <TextField
      name={name}
      label={label}
      required={required}
      hint={hint}
      type="url"
      inputMode="url"
      autoComplete={autoComplete}
      maxLength={textLimits.url}
    />
  );
}
