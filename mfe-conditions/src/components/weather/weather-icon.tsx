/**
 * Weather icons drawn here as inline SVG (no icon hot-linking), chosen from the provider's icon
 * code: 01 clear, 02 few clouds, 03/04 clouds, 09/10 rain, 11 thunderstorm, 13 snow, 50 mist;
 * a trailing "n" draws the night sky.
 */
import styled from 'styled-components';

export type WeatherIconKind = 'clear' | 'partly-cloudy' | 'cloudy' | 'rain' | 'thunder' | 'snow' | 'mist';

export function weatherIconKind(code: string): WeatherIconKind {
  const group = code.slice(0, 2);
  if (group === '01') return 'clear';
  if (group === '02') return 'partly-cloudy';
  if (group === '03' || group === '04') return 'cloudy';
  if (group === '09' || group === '10') return 'rain';
  if (group === '11') return 'thunder';
  if (group === '13') return 'snow';
  if (group === '50') return 'mist';
  return 'partly-cloudy';
}

const sunColor = '#f59e0b';
const moonColor = '#94a3b8';
const cloudColor = '#cbd5e1';
const cloudEdge = '#64748b';
const rainColor = '#0284c7';
const boltColor = '#eab308';

function Sun({ cx, cy, r }: { cx: number; cy: number; r: number }) {
  const rays = [0, 45, 90, 135, 180, 225, 270, 315];
  return (
    <g>
      {rays.map((angle) => {
        const radians = (angle * Math.PI) / 180;
        const inner = r + 3;
        const outer = r + 8;
        return (
          <line
            key={angle}
            x1={cx + inner * Math.cos(radians)}
            y1={cy + inner * Math.sin(radians)}
            x2={cx + outer * Math.cos(radians)}
            y2={cy + outer * Math.sin(radians)}
            stroke={sunColor}
            strokeWidth="3"
            strokeLinecap="round"
          />
        );
      })}
      <circle cx={cx} cy={cy} r={r} fill={sunColor} />
    </g>
  );
}

function Moon({ cx, cy, r }: { cx: number; cy: number; r: number }) {
  return (
    <path
      d={`M ${cx + r * 0.3} ${cy - r} A ${r} ${r} 0 1 0 ${cx + r} ${cy + r * 0.35} A ${r * 0.8} ${r * 0.8} 0 0 1 ${cx + r * 0.3} ${cy - r} Z`}
      fill={moonColor}
    />
  );
}

function Cloud({ dx = 0, dy = 0, dark = false }: { dx?: number; dy?: number; dark?: boolean }) {
  return (
    <path
      transform={`translate(${dx} ${dy})`}
      d="M16 46 h32 a10 10 0 0 0 0 -20 a14 14 0 0 0 -26 -4 a10 10 0 0 0 -6 24 Z"
      fill={dark ? '#94a3b8' : cloudColor}
      stroke={cloudEdge}
      strokeWidth="1.5"
      strokeLinejoin="round"
    />
  );
}

export interface WeatherIconProps {
  code: string;
  size?: number;
  /** Spoken name; leave out when the condition is written next to the icon. */
  label?: string;
}

export function WeatherIcon({ code, size = 48, label }: WeatherIconProps) {
  const kind = weatherIconKind(code);
  const night = code.endsWith('n');
  const Light = night ? Moon : Sun;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <Svg viewBox="0 0 64 64" width={size} height={size} focusable="false" {...a11y} data-icon={kind}>
      {kind === 'clear' ? <Light cx={32} cy={32} r={12} /> : null}
      {kind === 'partly-cloudy' ? (
        <>
          <Light cx={40} cy={22} r={10} />
          <Cloud dx={-4} dy={6} />
        </>
      ) : null}
      {kind === 'cloudy' ? (
        <>
          <Cloud dx={6} dy={-6} dark />
          <Cloud dx={-4} dy={4} />
        </>
      ) : null}
      {kind === 'rain' ? (
        <>
          <Cloud dy={-8} />
          {[18, 30, 42].map((x) => (
            <line key={x} x1={x} y1={44} x2={x - 4} y2={56} stroke={rainColor} strokeWidth="3" strokeLinecap="round" />
          ))}
        </>
      ) : null}
      {kind === 'thunder' ? (
        <>
          <Cloud dy={-8} dark />
          <path d="M34 38 l-8 12 h7 l-4 11 l12 -15 h-7 l4 -8 Z" fill={boltColor} stroke="#a16207" strokeWidth="1" />
        </>
      ) : null}
      {kind === 'snow' ? (
        <>
          <Cloud dy={-8} />
          {[18, 32, 46].map((x) => (
            <g key={x} stroke={rainColor} strokeWidth="2" strokeLinecap="round">
              <line x1={x} y1={46} x2={x} y2={58} />
              <line x1={x - 5} y1={49} x2={x + 5} y2={55} />
              <line x1={x - 5} y1={55} x2={x + 5} y2={49} />
            </g>
          ))}
        </>
      ) : null}
      {kind === 'mist' ? (
        <g stroke={cloudEdge} strokeWidth="4" strokeLinecap="round">
          <line x1={10} y1={22} x2={54} y2={22} />
          <line x1={6} y1={32} x2={46} y2={32} />
          <line x1={14} y1={42} x2={58} y2={42} />
        </g>
      ) : null}
    </Svg>
  );
}

const Svg = styled.svg`
  flex: none;
  display: block;
`;
