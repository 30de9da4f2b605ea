import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ChoiceGroup, HoneypotField, Select, TextArea, TextField } from './fields';
import { FormFieldsContext, type FieldErrors } from './form-context';

function inForm(children: React.ReactNode, fieldErrors: FieldErrors = {}) {
  return render(
    <FormFieldsContext.Provider value={{ formId: 'trip', fieldErrors }}>{children}</FormFieldsContext.Provider>,
  );
}

describe('TextField', () => {
  it('is found by its label, named for the API, its id prefixed with the form id', () => {
    inForm(<TextField name="email" label="Email" type="email" maxLength={254} />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('id', 'trip-email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('maxLength', '254');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('marks a required field with a star screen readers skip, and the control as required', () => {
    inForm(<TextField name="name" label="Your name" required />);
    const input = screen.getByLabelText(/Your name/);
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('reads its hint and its message with the control, and says it is invalid', () => {
    inForm(<TextField name="phone" label="Phone" hint="With the area code" />, {
      phone: 'Please enter a phone number.',
    });
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'trip-phone-hint trip-phone-error');
    expect(input).toHaveAccessibleDescription('With the area code Please enter a phone number.');
  });

  it('shows only its own message', () => {
    inForm(<TextField name="phone" label="Phone" />, { email: 'Please enter a valid email address.' });
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument();
  });
});

describe('TextArea', () => {
  it('passes its own attributes to the text area', () => {
    inForm(<TextArea name="message" label="Message" rows={5} maxLength={5000} />, { message: 'Too short.' });
    const area = screen.getByLabelText('Message');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '5');
    expect(area).toHaveAccessibleDescription('Too short.');
  });
});

describe('Select', () => {
  const options = [
    { value: 'small', label: '1-2 people' },
    { value: 'large', label: '3 or more' },
  ];

  it('starts on its empty placeholder choice', () => {
    inForm(<Select name="groupSize" label="Group size" options={options} placeholder="Choose group size" />);
    const select = screen.getByLabelText('Group size');
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose group size',
      '1-2 people',
      '3 or more',
    ]);
  });

  it('follows the value the page controls', async () => {
    function Controlled() {
      const [value, setValue] = useState('large');
      return (
        <>
          <Select
            name="groupSize"
            label="Group size"
            options={options}
            placeholder="Choose"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
          <output>{value}</output>
        </>
      );
    }
    inForm(<Controlled />);
    expect(screen.getByLabelText('Group size')).toHaveValue('large');
    await userEvent.setup().selectOptions(screen.getByLabelText('Group size'), 'small');
    expect(screen.getByRole('status')).toHaveTextContent('small');
  });
});

describe('ChoiceGroup', () => {
  const options = [
    { value: 'hiking', label: 'Hiking' },
    { value: 'fishing', label: 'Fishing' },
  ];

  it('is a group of checkboxes under its legend, telling the page which one changed', async () => {
    const onToggle = jest.fn();
    inForm(
      <ChoiceGroup name="interests" legend="Interests" options={options} selected={['fishing']} onToggle={onToggle} />,
    );
    const group = screen.getByRole('group', { name: 'Interests' });
    expect(screen.getByRole('checkbox', { name: 'Fishing' })).toBeChecked();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Hiking' }));
    expect(onToggle).toHaveBeenCalledWith('hiking', true);
    expect(group).not.toHaveAttribute('aria-describedby');
  });

  it('can be radio buttons, and reads its message with the group', () => {
    inForm(<ChoiceGroup name="pace" legend="Pace" type="radio" options={options} selected={[]} onToggle={() => {}} />, {
      pace: 'Please choose one.',
    });
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Pace' })).toHaveAccessibleDescription('Please choose one.');
  });
});

describe('HoneypotField', () => {
  it('is hidden from assistive technology while it has no message', () => {
    const { container } = inForm(<HoneypotField name="homepage" />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('input[name="homepage"]')).toHaveAttribute('tabindex', '-1');
  });

  it('shows its message, unhidden, when a person filled it in', () => {
    const { container } = inForm(<HoneypotField name="homepage" />, { homepage: 'Please leave this field empty.' });
    expect(container.firstElementChild).not.toHaveAttribute('aria-hidden');
    expect(screen.getByText('Please leave this field empty.')).toBeInTheDocument();
  });
});
