/** Trip planning's four steps: what locals tell their own friends before a first visit. */
import styled from 'styled-components';
import { mediaUp, theme } from '@estes/shared';
import { TextList } from '@estes/shared/ui/lists';
import { StepNumber } from '../../components/step-number';
import { planningSteps } from './trip-data';

export function PlanningSteps() {
  return (
    <Steps>
      {planningSteps.map((step) => (
        <li key={step.title}>
          <StepNumber aria-hidden="true">{step.icon}</StepNumber>
          <h3>{step.title}</h3>
          <p>{step.description}</p>
          <TextList items={step.tips} />
        </li>
      ))}
    </Steps>
  );
}

const Steps = styled.ol`
  list-style: none;
  padding: 0;
  margin: 1.5rem 0 0;
  display: grid;
  gap: 1.25rem;
  ${mediaUp('medium')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mediaUp('large')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  > li {
    background: ${theme.color.white};
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.medium};
    padding: 1.25rem;
  }
  h3 {
    font-size: 1.125rem;
  }
  p,
  ul {
    color: ${theme.color.muted};
  }
  ul {
    padding-left: 1.125rem;
    margin: 0;
  }
`;
