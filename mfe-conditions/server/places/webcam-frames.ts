/**
 * The frames the webcams page shows. The site cannot hot-link the operators' camera images
 * (and tests run offline), so the server draws each camera's scene as an SVG: its own
 * skyline (seeded by the camera id, so a camera always looks like itself), the scene's
 * foreground, the sky of the hour in Estes Park, and a caption with the camera and the time
 * the frame was made. The browser asks for a new frame with `?t=` every 30 seconds.
 */
import type { Webcam, WebcamScene } from '../../src/domain/webcams';
import { webcamFrameSize } from '../../src/domain/webcams';
import { formatTownClock, townTime } from '../../src/domain/season';

const { width: W, height: H } = webcamFrameSize;

interface Sky {
  top: string;
  bottom: string;
  far: string;
  near: string;
  ground: string;
  stars: boolean;
  lights: boolean;
}

/** The sky by the hour of day in town. */
export function skyAt(hour: number): Sky {
  if (hour < 6 || hour >= 20)
    return {
      top: '#0b1026',
      bottom: '#27305a',
      far: '#2b3553',
      near: '#1c2438',
      ground: '#141b2b',
      stars: true,
      lights: true,
    };
  if (hour < 8)
    return {
      top: '#f4a261',
      bottom: '#fde2c4',
      far: '#7b6d8d',
      near: '#4d5d53',
      ground: '#3f5b3a',
      stars: false,
      lights: false,
    };
  if (hour >= 17)
    return {
      top: '#3d4e86',
      bottom: '#f28c5b',
      far: '#5b5a7f',
      near: '#3d4a45',
      ground: '#33472f',
      stars: false,
      lights: true,
    };
  return {
    top: '#4f9bd9',
    bottom: '#cfe8f7',
    far: '#7d8fa6',
    near: '#4f6b58',
    ground: '#5b7f45',
    stars: false,
    lights: false,
  };
}

/** A small deterministic generator, so each camera's skyline is stable. */
function seeded(id: string): () => number {
  let state = 0;
  for (const char of id) state = (state * 31 + char.charCodeAt(0)) >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function ridge(random: () => number, base: number, amplitude: number, steps: number): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  for (let index = 0; index <= steps; index += 1) {
    const x = Math.round((W / steps) * index);
    const peak = index % 2 === 1 ? 1 : 0.45;
    points.push([x, Math.round(base - amplitude * peak * (0.55 + random() * 0.45))]);
  }
  return points;
}

const polygon = (points: Array<[number, number]>, fill: string, bottom = H): string =>
  `<polygon fill="${fill}" points="0,${bottom} ${points.map(([x, y]) => `${x},${y}`).join(' ')} ${W},${bottom}"/>`;

function snowCaps(points: Array<[number, number]>, line: number): string {
  return points
    .filter(([, y]) => y < line)
    .map(([x, y]) => {
      const depth = Math.min(40, line - y);
      return `<polygon fill="#f8fafc" points="${x},${y} ${x - depth},${y + depth} ${x - depth / 3},${y + depth * 0.7} ${x + depth / 3},${y + depth * 0.8} ${x + depth},${y + depth}"/>`;
    })
    .join('');
}

function trees(random: () => number, count: number, baseline: number, color: string): string {
  return Array.from({ length: count }, () => {
    const x = Math.round(random() * W);
    const size = 18 + Math.round(random() * 26);
    const y = baseline + Math.round(random() * 30);
    return `<polygon fill="${color}" points="${x},${y - size * 2} ${x - size / 2},${y} ${x + size / 2},${y}"/>`;
  }).join('');
}

function foreground(scene: WebcamScene, sky: Sky, random: () => number): string {
  const ground = `<rect x="0" y="400" width="${W}" height="${H - 400}" fill="${sky.ground}"/>`;
  const light = sky.lights ? '#fcd34d' : '#cbd5e1';
  switch (scene) {
    case 'entrance':
      return `${ground}<path d="M0 540 L420 400 L540 400 L960 540 Z" fill="#4b5563"/><path d="M480 400 L480 540" stroke="#facc15" stroke-width="6" stroke-dasharray="24 18"/>
<rect x="560" y="330" width="170" height="70" fill="#7c4a2d"/><polygon points="548,330 742,330 645,292" fill="#3f2a1d"/><rect x="585" y="350" width="36" height="26" fill="${light}"/><rect x="660" y="350" width="36" height="26" fill="${light}"/>
<rect x="250" y="450" width="90" height="40" rx="8" fill="#b91c1c"/><rect x="360" y="425" width="70" height="32" rx="7" fill="#1d4ed8"/>${trees(random, 10, 390, '#1f3b2d')}`;
    case 'peak':
    case 'valley':
      return `${ground}<path d="M0 470 C 200 440, 320 500, 520 465 S 820 430, 960 460 L960 540 L0 540 Z" fill="${scene === 'valley' ? '#6b8f5a' : '#8a9a5b'}"/>
${scene === 'valley' ? '<path d="M0 500 C 240 470, 420 520, 640 490 S 880 470, 960 485" stroke="#60a5fa" stroke-width="10" fill="none"/>' : ''}
<g fill="#5b3a24"><ellipse cx="300" cy="470" rx="26" ry="12"/><rect x="280" y="476" width="4" height="16"/><rect x="314" y="476" width="4" height="16"/><path d="M322 462 l10 -14 l4 4 z"/></g>${trees(random, 14, 400, '#1f3b2d')}`;
    case 'alpine':
      return `<rect x="0" y="380" width="${W}" height="${H - 380}" fill="#a8a29e"/><path d="M0 430 C 300 400, 600 450, 960 410 L960 540 L0 540 Z" fill="#e7e5e4"/>
<rect x="380" y="330" width="220" height="70" fill="#57534e"/><polygon points="368,330 612,330 490,290" fill="#44403c"/><rect x="410" y="350" width="40" height="24" fill="${light}"/><rect x="530" y="350" width="40" height="24" fill="${light}"/>`;
    case 'pass-road':
      return `${ground}<path d="M0 520 C 260 470, 420 420, 960 400 L960 430 C 500 450, 320 500, 120 540 L0 540 Z" fill="#6b7280"/>
<rect x="640" y="392" width="60" height="26" rx="6" fill="#15803d"/>${trees(random, 8, 430, '#1f3b2d')}`;
    case 'canyon':
      return `<polygon fill="#7c2d12" points="0,120 240,220 300,540 0,540"/><polygon fill="#9a3412" points="960,140 700,230 660,540 960,540"/>
<path d="M300 540 L440 380 L540 380 L660 540 Z" fill="#4b5563"/><path d="M490 380 L490 540" stroke="#facc15" stroke-width="5" stroke-dasharray="20 14"/>
<path d="M250 540 C 320 470, 380 430, 420 380" stroke="#60a5fa" stroke-width="12" fill="none"/><rect x="470" y="440" width="50" height="26" rx="6" fill="#0f766e"/>`;
    case 'lake':
      return `<rect x="0" y="400" width="${W}" height="${H - 400}" fill="#2563eb" opacity="0.85"/><path d="M0 410 L960 410" stroke="#bfdbfe" stroke-width="3"/>
<path d="M120 470 L260 470 M520 500 L700 500 M300 520 L420 520" stroke="#bfdbfe" stroke-width="3"/><path d="M0 520 L960 520 L960 540 L0 540 Z" fill="#a16207"/>
<g fill="#f8fafc"><polygon points="640,470 640,420 676,470"/><rect x="620" y="470" width="70" height="8"/></g>`;
    case 'town':
    case 'river-town': {
      const buildings = Array.from({ length: 9 }, (_, index) => {
        const x = 20 + index * 105;
        const height = 70 + Math.round(random() * 60);
        const colors = ['#92400e', '#7c2d12', '#a16207', '#166534', '#1e3a8a'];
        const color = colors[index % colors.length];
        return `<rect x="${x}" y="${420 - height}" width="92" height="${height}" fill="${color}"/><rect x="${x + 12}" y="${440 - height}" width="22" height="18" fill="${light}"/><rect x="${x + 56}" y="${440 - height}" width="22" height="18" fill="${light}"/><rect x="${x + 34}" y="${396}" width="24" height="24" fill="#1f2937"/>`;
      }).join('');
      const street =
        scene === 'river-town'
          ? `<rect x="0" y="420" width="${W}" height="40" fill="#9ca3af"/><path d="M0 490 C 240 470, 480 510, 960 480 L960 540 L0 540 Z" fill="#3b82f6"/>`
          : `<rect x="0" y="420" width="${W}" height="${H - 420}" fill="#6b7280"/><path d="M0 480 L960 480" stroke="#f8fafc" stroke-width="4" stroke-dasharray="30 20"/>`;
      const garland = sky.lights
        ? `<path d="M0 300 Q 240 340, 480 300 T 960 300" stroke="#fde68a" stroke-width="3" fill="none" stroke-dasharray="2 14"/>`
        : '';
      return `${buildings}${street}${garland}`;
    }
    default:
      return ground;
  }
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The SVG frame of a camera at an instant. */
export function renderWebcamFrame(camera: Webcam, instant: Date): string {
  const sky = skyAt(townTime(instant).hour);
  const random = seeded(camera.id);
  const far = ridge(random, 260, 170, 8);
  const near = ridge(random, 360, 90, 12);
  const stars = sky.stars
    ? Array.from(
        { length: 40 },
        () => `<circle cx="${Math.round(random() * W)}" cy="${Math.round(random() * 200)}" r="1.6" fill="#f8fafc"/>`,
      ).join('')
    : '';
  const caption = `${camera.name} · ${formatTownClock(instant)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeXml(caption)}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>${stars}
${polygon(far, sky.far)}${snowCaps(far, 170)}${polygon(near, sky.near)}
${foreground(camera.scene, sky, random)}
<rect x="0" y="${H - 44}" width="${W}" height="44" fill="#000" opacity="0.55"/>
<circle cx="24" cy="${H - 22}" r="7" fill="#ef4444"/>
<text x="42" y="${H - 15}" font-family="system-ui, sans-serif" font-size="20" fill="#fff">${escapeXml(caption)}</text>
<text x="${W - 16}" y="${H - 15}" font-family="system-ui, sans-serif" font-size="16" fill="#e2e8f0" text-anchor="end">${escapeXml(camera.direction)} view${camera.elevation ? ` · ${camera.elevation.toLocaleString('en-US')} ft` : ''}</text>
</svg>`;
}
