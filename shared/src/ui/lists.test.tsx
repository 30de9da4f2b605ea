import { render, screen, within } from '@testing-library/react';
import { TextCards } from './card';
import { Pills, TextList } from './lists';

const textsOf = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('Pills and TextList', () => {
  it('lists each text once, the pills named by their label', () => {
    render(
      <>
        <Pills items={['Wi-Fi', 'Parking']} label="Amenities" tone="ember" />
        <TextList items={['Bring layers', 'Start early']} />
      </>,
    );
    const pills = screen.getByRole('list', { name: 'Amenities' });
    expect(textsOf(within(pills).getAllByRole('listitem'))).toEqual(['Wi-Fi', 'Parking']);
    expect(screen.getByText('Start early').tagName).toBe('LI');
  });
});

describe('TextCards', () => {
  const items = [
    { title: 'Submit', text: 'Send the form.' },
    { title: 'Review', text: 'We check it.' },
  ];

  it('is a list of cards, each a heading and its text', () => {
    render(<TextCards items={items} />);
    expect(screen.getByRole('list').tagName).toBe('UL');
    expect(textsOf(screen.getAllByRole('heading', { level: 3 }))).toEqual(['Submit', 'Review']);
    expect(screen.getByText('We check it.').tagName).toBe('P');
  });

  it('numbered, is an ordered list with the marker before each title', () => {
    render(<TextCards items={items} numbered marker={(index) => <span>{index + 1}</span>} />);
    expect(screen.getByRole('list').tagName).toBe('OL');
    expect(textsOf(screen.getAllByRole('listitem'))).toEqual(['1SubmitSend the form.', '2ReviewWe check it.']);
  });
});
