/** The weather page's fixed blocks: mountain weather essentials and safety reminders. */
import styled from 'styled-components';
import { wildlifeDistanceSentence } from '@estes/shared/text/site-texts';
import { theme } from '@estes/shared';
import { TextCards } from '@estes/shared/ui/card';
import { WeatherBlock } from './weather-block';

const essentials = [
  {
    title: 'Weather changes fast',
    text: 'Sun can turn to hail or sleet within an hour, especially above treeline. Carry a rain shell and a warm layer on every outing.',
  },
  {
    title: 'Afternoon thunderstorms',
    text: 'From June to September storms build most afternoons. Start hikes early and be off summits and ridges by noon.',
  },
  {
    title: 'Strong sun at altitude',
    text: 'Thin mountain air lets more UV through. Wear sunscreen, sunglasses and a hat, even on cool or cloudy days.',
  },
  {
    title: 'Trail Ridge Road',
    text: 'The road over the Continental Divide usually closes from mid-October to late May, and can close in any month for snow. Check the park’s road status before driving up.',
  },
] as const;

const reminders = [
  'If you hear thunder, lightning is close: leave summits, ridges and open meadows right away.',
  'Drink more water than you would at home; the dry air at altitude dehydrates you quickly.',
  'Headache, nausea or dizziness can be altitude sickness: rest, drink water and head lower if it gets worse.',
  'Tell someone your route and return time; phone signal is patchy across much of the park.',
  `Give wildlife space. ${wildlifeDistanceSentence}`,
] as const;

export function MountainEssentials() {
  return (
    <WeatherBlock id="essentials" heading="Mountain Weather Essentials">
      <TextCards items={essentials} minWidth="15rem" />
    </WeatherBlock>
  );
}

export function SafetyReminders() {
  return (
    <WeatherBlock id="safety" heading="Safety Reminders">
      <Reminders>
        {reminders.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </Reminders>
    </WeatherBlock>
  );
}

const Reminders = styled.ul`
  margin: 0;
  padding: 1rem 1.25rem 1rem 2.5rem;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.emberWash};
  border: 1px solid #fed7aa;
  li + li {
    margin-top: 0.5rem;
  }
`;
