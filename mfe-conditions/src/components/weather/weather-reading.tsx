/**
 * The pieces of a weather reading that the weather page and the home weather card both show, so
 * they look and read the same: the big figures, "now" (icon, temperature and what the sky does),
 * the facts grid (the shared FactsList), the chance of precipitation, and the line that says there is no live reading.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { mediaUp, theme } from '@estes/shared';
import { FactsList, type Fact } from '@estes/shared/ui/facts-list';
import { WeatherIcon } from './weather-icon';

/** A bold figure in ink (a temperature, "No live reading right now"), at the size given. */
export const WeatherFigure = styled.p<{ $size: string; $margin?: string; $tight?: boolean }>`
  && {
    font-size: ${({ $size }) => $size};
    font-weight: 700;
    color: ${theme.color.ink};
    margin: ${({ $margin = '0' }) => $margin};
    ${({ $tight }) => ($tight ? 'line-height: 1;' : '')}
  }
`;

/** Says there is no live reading (the provider has no key or failed). */
export function NoLiveReadingLine({ size }: { size: string }) {
  return (
    <WeatherFigure $size={size} $margin="0 0 0.5rem">
      No live reading right now
    </WeatherFigure>
  );
}

/** The chance of rain, snow or a wintry mix under an hour or a day: inline and small, or on its own line. */
export const PrecipitationChance = styled.span<{ $block?: boolean }>`
  ${({ $block }) => ($block ? 'display: block;' : '')}
  font-size: ${({ $block }) => ($block ? '0.875rem' : '0.75rem')};
  color: #075985;
`;

/** The reading now: the sky's icon, the temperature and, beside it, what the sky does. */
export function WeatherNow({
  icon,
  temperature,
  iconSize,
  temperatureSize,
  children,
}: {
  icon: string;
  temperature: number;
  iconSize: number;
  temperatureSize: string;
  children: ReactNode;
}) {
  return (
    <Now>
      <WeatherIcon code={icon} size={iconSize} />
      <div>
        <WeatherFigure $size={temperatureSize} $tight>
          {temperature}°F
        </WeatherFigure>
        {children}
      </div>
    </Now>
  );
}

/** The reading's facts (wind, visibility…), label over value: two columns, more on wider screens. */
export function WeatherFacts({ facts, wide = false }: { facts: readonly Fact[]; wide?: boolean }) {
  return <Facts layout="grid" facts={facts} $wide={wide} />;
}

const Now = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  p {
    margin: 0;
  }
`;

const Facts = styled(FactsList)<{ $wide: boolean }>`
  margin: ${({ $wide }) => ($wide ? '1.25rem 0 0.75rem' : '1rem 0 0')};
  ${mediaUp('small')} {
    ${({ $wide }) => ($wide ? '' : 'grid-template-columns: repeat(3, minmax(0, 1fr));')}
  }
  ${mediaUp('medium')} {
    ${({ $wide }) => ($wide ? 'grid-template-columns: repeat(4, minmax(0, 1fr));' : '')}
  }
`;
