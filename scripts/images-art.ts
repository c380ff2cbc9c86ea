/**
 * Original art for the public site, drawn as SVG in the salon's palette:
 * flowing silk-like waves, nail-polish swatches, almond nail tips, a lotus in
 * gold line-art, lashes, spa stones, warm wax and marble. Deterministic: the
 * same name always gives the same picture, so rebuilding changes nothing.
 */

export const palette = {
  cream: '#fbf7f2',
  creamDeep: '#f3ebe1',
  blush: '#f6dfe1',
  petal: '#eec5cc',
  rose: '#c2607a',
  roseDeep: '#9c3f5a',
  plum: '#3b2537',
  plumSoft: '#5e4a5a',
  gold: '#b08d57',
  champagne: '#e9d3a8',
  nude: '#e4bca8',
  coral: '#de7d72',
  mauve: '#a86b8c',
  berry: '#7a2e4f',
} as const;

const polishes = [
  palette.rose,
  palette.nude,
  palette.roseDeep,
  palette.coral,
  palette.mauve,
  palette.berry,
  palette.champagne,
  palette.petal,
];

/** Small deterministic PRNG (mulberry32) seeded from a string. */
export function seededRandom(seedText: string): () => number {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed ^ char.charCodeAt(0), 2654435761) + 1) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const between = (random: Random, low: number, high: number): number => low + random() * (high - low);
const round = (value: number): number => Math.round(value * 10) / 10;

function svg(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

function linear(id: string, stops: readonly string[], angle = 135): string {
  const radians = (angle * Math.PI) / 180;
  const x = round(50 + 50 * Math.cos(radians));
  const y = round(50 + 50 * Math.sin(radians));
  const stopTags = stops
    .map(
      (colour, index) =>
        `<stop offset="${round((index / Math.max(1, stops.length - 1)) * 100)}%" stop-color="${colour}"/>`,
    )
    .join('');
  return `<linearGradient id="${id}" x1="${round(100 - x)}%" y1="${round(100 - y)}%" x2="${x}%" y2="${y}%">${stopTags}</linearGradient>`;
}

const softBlur = (id: string, amount: number): string =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${amount}"/></filter>`;

/** Soft out-of-focus light circles. */
function bokeh(random: Random, width: number, height: number, count: number, colours: readonly string[]): string {
  let out = '';
  for (let index = 0; index < count; index += 1) {
    const radius = between(random, 0.08, 0.28) * Math.min(width, height);
    out += `<circle cx="${round(random() * width)}" cy="${round(random() * height)}" r="${round(radius)}" fill="${pick(random, colours)}" opacity="${round(between(random, 0.25, 0.6) * 100) / 100}" filter="url(#blur)"/>`;
  }
  return out;
}

/** A smooth silk-like band across the picture; `phase` (0..1) shifts it for a seamless loop. */
function waveLine(width: number, baseline: number, amplitude: number, phase: number, tilt: number): string {
  const points = 48;
  let path = '';
  for (let point = 0; point <= points; point += 1) {
    const x = -width * 0.05 + (point / points) * width * 1.1;
    const t = x / width;
    const y =
      baseline +
      amplitude * Math.sin(2 * Math.PI * (t * 0.9 + phase)) +
      amplitude * 0.35 * Math.sin(2 * Math.PI * (t * 1.7 - phase)) +
      tilt * (t - 0.5);
    path += `${point === 0 ? 'M' : ' L'} ${round(x)} ${round(y)}`;
  }
  return path;
}

function wave(width: number, height: number, baseline: number, amplitude: number, phase: number, tilt: number): string {
  const line = waveLine(width, baseline, amplitude, phase, tilt);
  return `${line} L ${width * 1.1} ${height * 1.1} L ${-width * 0.1} ${height * 1.1} Z`;
}

export function flowing(name: string, width: number, height: number, phase = 0): string {
  const random = seededRandom(name);
  const warm = random() > 0.5;
  const defs =
    linear(
      'bg',
      warm ? [palette.cream, palette.blush, palette.petal] : [palette.blush, palette.creamDeep, palette.champagne],
      120,
    ) +
    linear('w1', [palette.rose, palette.roseDeep], 160) +
    linear('w2', [palette.petal, palette.rose], 20) +
    linear('w3', [palette.champagne, palette.gold], 90) +
    linear('w4', [palette.plumSoft, palette.plum], 45) +
    softBlur('blur', Math.min(width, height) * 0.06) +
    softBlur('soft', Math.min(width, height) * 0.008);
  const amplitude = height * 0.08;
  let body = `<rect width="100%" height="100%" fill="url(#bg)"/>`;
  body += bokeh(random, width, height, 7, [palette.cream, palette.petal, palette.champagne, palette.rose]);
  const tilt = between(random, -0.25, 0.25) * height;
  body += `<path d="${wave(width, height, height * 0.48, amplitude, phase, tilt)}" fill="url(#w2)" opacity="0.55" filter="url(#soft)"/>`;
  body += `<path d="${wave(width, height, height * 0.6, amplitude * 1.2, phase + 0.25, -tilt)}" fill="url(#w1)" opacity="0.75"/>`;
  body += `<path d="${wave(width, height, height * 0.72, amplitude * 0.8, phase + 0.5, tilt)}" fill="url(#w4)" opacity="0.85"/>`;
  body += `<path d="${wave(width, height, height * 0.84, amplitude * 0.6, phase + 0.7, -tilt * 0.5)}" fill="url(#w3)" opacity="0.6"/>`;
  // Fine gold threads over the silk.
  for (let index = 0; index < 3; index += 1) {
    const baseline = height * (0.42 + index * 0.07);
    const d = waveLine(width, baseline, amplitude * 0.9, phase + index * 0.15, tilt);
    body += `<path d="${d}" fill="none" stroke="${palette.gold}" stroke-width="${round(width / 900)}" opacity="0.7"/>`;
  }
  return svg(width, height, defs, body);
}

function almondNail(cx: number, cy: number, nailWidth: number, nailHeight: number, rotation: number): string {
  const half = nailWidth / 2;
  const d = `M ${round(cx - half)} ${round(cy + nailHeight / 2)} C ${round(cx - half)} ${round(cy - nailHeight * 0.1)} ${round(cx - half * 0.5)} ${round(cy - nailHeight / 2)} ${round(cx)} ${round(cy - nailHeight / 2)} C ${round(cx + half * 0.5)} ${round(cy - nailHeight / 2)} ${round(cx + half)} ${round(cy - nailHeight * 0.1)} ${round(cx + half)} ${round(cy + nailHeight / 2)} Q ${round(cx)} ${round(cy + nailHeight * 0.62)} ${round(cx - half)} ${round(cy + nailHeight / 2)} Z`;
  return `<g transform="rotate(${round(rotation)} ${round(cx)} ${round(cy)})"><path d="${d}" fill="COLOUR" stroke="${palette.plum}" stroke-opacity="0.12" stroke-width="1.5"/><path d="M ${round(cx - half * 0.45)} ${round(cy + nailHeight * 0.3)} C ${round(cx - half * 0.5)} ${round(cy - nailHeight * 0.05)} ${round(cx - half * 0.2)} ${round(cy - nailHeight * 0.35)} ${round(cx)} ${round(cy - nailHeight * 0.38)}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${round(nailWidth * 0.08)}" stroke-linecap="round"/></g>`;
}

export function nails(name: string, width: number, height: number): string {
  const random = seededRandom(name);
  const defs =
    linear('bg', [palette.cream, pick(random, [palette.blush, palette.creamDeep]), palette.champagne], 110) +
    softBlur('blur', Math.min(width, height) * 0.05) +
    polishes
      .map(
        (colour, index) =>
          `<linearGradient id="p${index}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${colour}" stop-opacity="0.78"/></linearGradient>`,
      )
      .join('') +
    linear('chrome', [palette.champagne, palette.gold, '#f7ecd8', palette.gold], 60);
  let body = `<rect width="100%" height="100%" fill="url(#bg)"/>`;
  body += bokeh(random, width, height, 5, [palette.petal, palette.champagne, '#ffffff']);
  const count = 5;
  const unit = Math.min(width / (count + 1.5), height * 0.42);
  const centreX = width / 2;
  const centreY = height * 0.55;
  const start = Math.floor(random() * polishes.length);
  for (let index = 0; index < count; index += 1) {
    const offset = index - (count - 1) / 2;
    const cx = centreX + offset * unit * 1.05;
    const cy = centreY + Math.abs(offset) * unit * 0.18;
    const fill = index === 2 && random() > 0.4 ? 'url(#chrome)' : `url(#p${(start + index) % polishes.length})`;
    body += almondNail(cx, cy, unit * 0.62, unit * 1.25, offset * 9).replace('COLOUR', fill);
  }
  body += `<path d="M ${round(width * 0.12)} ${round(height * 0.2)} C ${round(width * 0.35)} ${round(height * 0.08)} ${round(width * 0.65)} ${round(height * 0.1)} ${round(width * 0.88)} ${round(height * 0.22)}" fill="none" stroke="${palette.gold}" stroke-width="${round(width / 700)}" opacity="0.7"/>`;
  return svg(width, height, defs, body);
}

export function swatches(name: string, width: number, height: number): string {
  const random = seededRandom(name);
  const defs =
    linear('bg', [palette.creamDeep, palette.cream, palette.blush], 100) +
    softBlur('blur', Math.min(width, height) * 0.05) +
    softBlur('shadow', Math.min(width, height) * 0.012) +
    `<radialGradient id="gloss" cx="35%" cy="30%" r="60%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/><stop offset="0.35" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`;
  let body = `<rect width="100%" height="100%" fill="url(#bg)"/>`;
  body += bokeh(random, width, height, 4, [palette.petal, palette.champagne]);
  const columns = width > height ? 4 : 3;
  const rows = width > height ? 2 : 3;
  const cell = Math.min(width / (columns + 0.6), height / (rows + 0.6));
  const radius = cell * 0.36;
  const originX = (width - columns * cell) / 2 + cell / 2;
  const originY = (height - rows * cell) / 2 + cell / 2;
  const start = Math.floor(random() * polishes.length);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const cx = originX + column * cell + between(random, -cell * 0.05, cell * 0.05);
      const cy = originY + row * cell + between(random, -cell * 0.05, cell * 0.05);
      const colour = polishes[(start + row * columns + column) % polishes.length];
      body += `<ellipse cx="${round(cx + radius * 0.08)}" cy="${round(cy + radius * 0.12)}" rx="${round(radius)}" ry="${round(radius)}" fill="${palette.plum}" opacity="0.14" filter="url(#shadow)"/>`;
      body += `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(radius)}" fill="${colour}"/>`;
      body += `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(radius)}" fill="url(#gloss)"/>`;
    }
  }
  return svg(width, height, defs, body);
}

export function lotus(name: string, width: number, height: number): string {
  const random = seededRandom(name);
  const defs =
    linear('bg', [palette.blush, palette.petal, palette.rose], between(random, 60, 140)) +
    softBlur('blur', Math.min(width, height) * 0.06);
  let body = `<rect width="100%" height="100%" fill="url(#bg)"/>`;
  body += bokeh(random, width, height, 6, [palette.cream, palette.champagne, palette.petal]);
  const size = Math.min(width, height) * 0.42;
  const cx = width / 2;
  const cy = height * 0.58;
  const stroke = `fill="none" stroke="${palette.cream}" stroke-width="${round(size / 90)}" stroke-linecap="round"`;
  const petal = (angle: number, length: number, spread: number) =>
    `<path transform="rotate(${angle} ${round(cx)} ${round(cy)})" d="M ${round(cx)} ${round(cy)} C ${round(cx - spread)} ${round(cy - length * 0.45)} ${round(cx - spread * 0.4)} ${round(cy - length * 0.9)} ${round(cx)} ${round(cy - length)} C ${round(cx + spread * 0.4)} ${round(cy - length * 0.9)} ${round(cx + spread)} ${round(cy - length * 0.45)} ${round(cx)} ${round(cy)}" ${stroke}/>`;
  for (const [angle, length, spread] of [
    [-62, 0.72, 0.2],
    [62, 0.72, 0.2],
    [-34, 0.88, 0.24],
    [34, 0.88, 0.24],
    [0, 1, 0.28],
  ] as const) {
    body += petal(angle, size * length, size * spread);
  }
  body += `<path d="M ${round(cx - size * 0.9)} ${round(cy + size * 0.08)} Q ${round(cx)} ${round(cy + size * 0.3)} ${round(cx + size * 0.9)} ${round(cy + size * 0.08)}" ${stroke.replace(palette.cream, palette.gold)}/>`;
  body += `<path d="M ${round(cx - size * 0.6)} ${round(cy + size * 0.22)} Q ${round(cx)} ${round(cy + size * 0.38)} ${round(cx + size * 0.6)} ${round(cy + size * 0.22)}" ${stroke.replace(palette.cream, palette.gold)} opacity="0.7"/>`;
  return svg(width, height, defs, body);
}

export function lashes(name: string, width: number, height: number): string {
  const random = seededRandom(name);
  const defs =
    linear('bg', [palette.cream, palette.blush, palette.petal], 160) + softBlur('blur', Math.min(width, height) * 0.06);
  let body = `<rect width="100%" height="100%" fill="url(#bg)"/>`;
  body += bokeh(random, width, height, 5, [palette.champagne, palette.petal, '#ffffff']);
  const eyeWidth = Math.min(width * 0.7, height * 1.1);
  const cx = width / 2;
  const cy = height * 0.52;
  const left = cx - eyeWidth / 2;
  const right = cx + eyeWidth / 2;
  const lid = `M ${round(left)} ${round(cy)} Q ${round(cx)} ${round(cy + eyeWidth * 0.32)} ${round(right)} ${round(cy)}`;
  body += `<path d="${lid}" fill="none" stroke="${palette.plum}" stroke-width="${round(eyeWidth / 90)}" stroke-linecap="round"/>`;
  const count = 26;
  for (let index = 1; index < count; index += 1) {
    const t = index / count;
    const x = (1 - t) * (1 - t) * left + 2 * (1 - t) * t * cx + t * t * right;
    const y = (1 - t) * (1 - t) * cy + 2 * (1 - t) * t * (cy + eyeWidth * 0.32) + t * t * cy;
    const length = eyeWidth * (0.08 + 0.1 * Math.sin(t * Math.PI)) * between(random, 0.85, 1.1);
    const lean = (t - 0.5) * length * 1.4;
    body += `<path d="M ${round(x)} ${round(y)} Q ${round(x + lean * 0.3)} ${round(y + length * 0.8)} ${round(x + lean)} ${round(y + length)}" fill="none" stroke="${palette.plum}" stroke-width="${round(eyeWidth / 240)}" stroke-linecap="round"/>`;
  }
  body += `<path d="M ${round(left + eyeWidth * 0.1)} ${round(cy - eyeWidth * 0.12)} Q ${round(cx)} ${round(cy - eyeWidth * 0.3)} ${round(right - eyeWidth * 0.05)} ${round(cy - eyeWidth * 0.1)}" fill="none" stroke="${palette.gold}" stroke-width="${round(eyeWidth / 200)}" stroke-linecap="round" opacity="0.8"/>`;
  return svg(width, height, defs, body);
}

export function stones(name: string, width: number, height: number): string {
  const random = seededRandom(name);
  const defs =
    linear('bg', [palette.creamDeep, palette.cream, palette.champagne], 90) +
    softBlur('blur', Math.min(width, height) * 0.05) +
    linear('s1', [palette.plumSoft, palette.plum], 120) +
    linear('s2', [palette.mauve, palette.plumSoft], 120) +
    linear('s3', [palette.nude, palette.mauve], 120) +
    linear('s4', [palette.petal, palette.nude], 120);
  let body = `<rect width="100%" height="100%" fill="url(#bg)"/>`;
  body += bokeh(random, width, height, 4, [palette.petal, '#ffffff']);
  const unit = Math.min(width, height);
  const cx = width * between(random, 0.42, 0.58);
  let y = height * 0.82;
  body += `<ellipse cx="${round(cx)}" cy="${round(y + unit * 0.06)}" rx="${round(unit * 0.42)}" ry="${round(unit * 0.05)}" fill="none" stroke="${palette.gold}" stroke-width="${round(unit / 400)}" opacity="0.6"/>`;
  body += `<ellipse cx="${round(cx)}" cy="${round(y + unit * 0.06)}" rx="${round(unit * 0.3)}" ry="${round(unit * 0.035)}" fill="none" stroke="${palette.gold}" stroke-width="${round(unit / 500)}" opacity="0.45"/>`;
  const sizes = [0.26, 0.21, 0.16, 0.11];
  sizes.forEach((size, index) => {
    const rx = unit * size;
    const ry = rx * 0.42;
    y -= ry * (index === 0 ? 1 : 1.75);
    body += `<ellipse cx="${round(cx + between(random, -rx * 0.1, rx * 0.1))}" cy="${round(y)}" rx="${round(rx)}" ry="${round(ry)}" fill="url(#s${index + 1})"/>`;
  });
  // A leaf resting against the stones.
  const leafX = cx + unit * 0.28;
  const leafY = height * 0.78;
  body += `<path d="M ${round(leafX)} ${round(leafY)} C ${round(leafX + unit * 0.1)} ${round(leafY - unit * 0.25)} ${round(leafX + unit * 0.28)} ${round(leafY - unit * 0.3)} ${round(leafX + unit * 0.32)} ${round(leafY - unit * 0.42)} C ${round(leafX + unit * 0.16)} ${round(leafY - unit * 0.38)} ${round(leafX - unit * 0.02)} ${round(leafY - unit * 0.2)} ${round(leafX)} ${round(leafY)} Z" fill="${palette.rose}" opacity="0.55"/>`;
  return svg(width, height, defs, body);
}

export function wax(name: string, width: number, height: number): string {
  const random = seededRandom(name);
  const defs =
    linear('bg', [palette.cream, palette.blush], 90) +
    linear('honey', [palette.gold, palette.champagne, '#f2e2c4'], 90) +
    softBlur('blur', Math.min(width, height) * 0.05);
  let body = `<rect width="100%" height="100%" fill="url(#bg)"/>`;
  body += bokeh(random, width, height, 5, [palette.petal, palette.champagne]);
  const band = height * 0.2;
  let d = `M 0 0 L ${width} 0 L ${width} ${round(band)}`;
  const drips = 6;
  const spacing = width / drips;
  for (let index = drips - 1; index >= 0; index -= 1) {
    const x = spacing * (index + between(random, 0.3, 0.7));
    const depth = band + height * between(random, 0.08, 0.42);
    const half = spacing * between(random, 0.08, 0.14);
    // Neck narrows under the band, then swells into a rounded drop.
    d += ` L ${round(x + half * 2.2)} ${round(band)}`;
    d += ` C ${round(x + half * 0.7)} ${round(band + half)} ${round(x + half * 0.6)} ${round(depth - half * 2.4)} ${round(x + half)} ${round(depth - half)}`;
    d += ` A ${round(half)} ${round(half)} 0 1 1 ${round(x - half)} ${round(depth - half)}`;
    d += ` C ${round(x - half * 0.6)} ${round(depth - half * 2.4)} ${round(x - half * 0.7)} ${round(band + half)} ${round(x - half * 2.2)} ${round(band)}`;
  }
  d += ` L 0 ${round(band)} Z`;
  body += `<path d="${d}" fill="url(#honey)" opacity="0.92"/>`;
  body += `<path d="M ${round(width * 0.05)} ${round(band * 0.45)} L ${round(width * 0.95)} ${round(band * 0.45)}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${round(height / 80)}" stroke-linecap="round"/>`;
  return svg(width, height, defs, body);
}

export function marble(name: string, width: number, height: number): string {
  const random = seededRandom(name);
  const defs =
    linear('bg', [palette.cream, palette.creamDeep, palette.blush], between(random, 20, 160)) +
    softBlur('blur', Math.min(width, height) * 0.05) +
    softBlur('vein', Math.min(width, height) * 0.003);
  let body = `<rect width="100%" height="100%" fill="url(#bg)"/>`;
  body += bokeh(random, width, height, 4, [palette.petal, '#ffffff', palette.champagne]);
  const slope = between(random, -0.5, 0.5);
  for (let index = 0; index < 7; index += 1) {
    const start = between(random, -0.2, 1.2) * height;
    let d = `M ${round(-width * 0.05)} ${round(start)}`;
    const segments = 5;
    for (let segment = 1; segment <= segments; segment += 1) {
      const x = -width * 0.05 + (segment / segments) * width * 1.1;
      const y = start + slope * x + between(random, -0.08, 0.08) * height;
      const controlX = x - (width * 1.1) / segments / 2;
      const controlY = start + slope * controlX + between(random, -0.12, 0.12) * height;
      d += ` Q ${round(controlX)} ${round(controlY)} ${round(x)} ${round(y)}`;
    }
    const colour = index % 3 === 0 ? palette.gold : palette.plumSoft;
    body += `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${round(between(random, 0.6, 2.2) * (width / 800))}" opacity="${round(between(random, 0.2, 0.45) * 100) / 100}" filter="url(#vein)"/>`;
  }
  return svg(width, height, defs, body);
}

export type Composition = (name: string, width: number, height: number) => string;

/** Which composition each slot gets when the owner has not supplied a photo. */
export const compositionFor: Record<string, Composition> = {
  hero: flowing,
  'gallery-01': flowing,
  'gallery-02': nails,
  'gallery-03': lotus,
  'gallery-04': swatches,
  'gallery-05': lashes,
  'gallery-06': stones,
  'gallery-07': marble,
  'gallery-08': nails,
  'gallery-09': wax,
  'gallery-10': flowing,
  'grid-01': swatches,
  'grid-02': nails,
  'grid-03': flowing,
  'grid-04': lotus,
  'grid-05': marble,
  'grid-06': lashes,
  'grid-07': stones,
  'grid-08': nails,
  'grid-09': swatches,
  'grid-10': wax,
  'showcase-1': nails,
  'showcase-2': stones,
  'about-nails': nails,
  'about-spa': stones,
  'about-lashes': lashes,
  'about-scrub': marble,
  'about-waxing': wax,
  'contact-poster': flowing,
};
