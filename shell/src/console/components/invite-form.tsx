/** The admin's invite form: email and role; the answer is the one-time link to pass on. */
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, theme } from '@estes/shared';
import { consoleApi, consoleRoles, type ConsoleRole, type CreatedInvitation } from '../console-api';
import { roleDescriptions } from '../console-roles';
import { useCallFailure } from '../session';
import { ButtonRow, Notice, When } from './console-ui';

const Field = styled.div`
  display: grid;
  gap: 0.25rem;
  margin: 0 0 1rem;
  max-width: 32rem;
  label {
    font-weight: 700;
  }
  input,
  select {
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${theme.color.muted};
    border-radius: ${theme.radius.small};
    background: ${theme.color.white};
    color: ${theme.color.ink};
    width: 100%;
  }
`;

/** The link is long (a 43-character token): the whole width, so more of it shows. */
const LinkField = styled(Field)`
  max-width: none;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${theme.color.muted};
`;

export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const id = useId();
  const failed = useCallFailure();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<ConsoleRole>('reviewer');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const linkField = useRef<HTMLInputElement>(null);

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    setCreated(null);
    setCopied(null);
    try {
      setCreated(await consoleApi.invite(email.trim(), role));
      setEmail('');
      onInvited();
    } catch (error) {
      setProblem(failed(error));
    } finally {
      setBusy(false);
    }
  };

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('The link is copied. Send it to the person yourself: it works once, within 24 hours.');
    } catch {
      // Without clipboard access (an http address, a refused permission), select it for Ctrl+C.
      linkField.current?.focus();
      linkField.current?.select();
      setCopied('The browser did not allow copying: the link is selected, copy it with Ctrl+C (⌘C on a Mac).');
    }
  };

  return (
    <>
      <form onSubmit={(event) => void invite(event)} noValidate aria-describedby={`${id}-about`}>
        <p id={`${id}-about`}>
          The invitation is a link that works once, within 24 hours. Invite someone again to replace a lost passkey:
          their old passkeys stop working when they accept.
        </p>
        <Field>
          <label htmlFor={`${id}-email`}>Email</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            required
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Field>
          <label htmlFor={`${id}-role`}>Role</label>
          <select
            id={`${id}-role`}
            value={role}
            aria-describedby={`${id}-role-hint`}
            onChange={(event) => setRole(event.target.value as ConsoleRole)}
          >
            {consoleRoles.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <Hint id={`${id}-role-hint`}>
            {role === 'reviewer' ? 'A' : 'An'} {role} {roleDescriptions[role]}.
          </Hint>
        </Field>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Inviting…' : 'Invite'}
        </Button>
      </form>
      {problem && <Notice tone="error">{problem}</Notice>}
      {created && (
        <Notice tone="success">
          <p>
            Invitation for {created.email} ({created.role}), valid until <When at={created.expiresAt} />. Copy the link
            and send it to them; it is shown only now.
          </p>
          <LinkField>
            <label htmlFor={`${id}-link`}>Invitation link</label>
            <input
              id={`${id}-link`}
              ref={linkField}
              readOnly
              value={created.link}
              onFocus={(event) => event.target.select()}
            />
          </LinkField>
          <ButtonRow>
            <Button type="button" $tone="outline" onClick={() => void copy(created.link)}>
              Copy link
            </Button>
          </ButtonRow>
          {copied && <p>{copied}</p>}
        </Notice>
      )}
    </>
  );
}
