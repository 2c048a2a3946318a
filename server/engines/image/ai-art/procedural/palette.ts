/**
 * The colours of a scene in the painterly styles (watercolour, oil): set by the time of day,
 * shifted by the season the words name, the sky's hue turned a little by the other words.
 * Ink and neon have palettes of their own (ink is ink; neon is light on black).
 */
import { hex, mix, turnHue, type Rgb } from './canvas';
import type { LayerKind, ScenePlan, TimeOfDay } from './scene';

export interface NaturalPalette {
  /** Top of the sky to the horizon. */
  sky: [Rgb, Rgb, Rgb];
  body: Rgb;
  ridgeFar: Rgb;
  ridgeNear: Rgb;
  waterNear: Rgb;
  waterFar: Rgb;
  ground: Rgb;
  city: Rgb;
  trees: Rgb;
  flowers: Rgb;
  branch: Rgb;
  dark: Rgb;
}

const BY_TIME: Record<TimeOfDay, NaturalPalette> = {
  day: {
    sky: [hex('#4f86d0'), hex('#8fbbe6'), hex('#d9eaf5')],
    body: hex('#fff3b8'),
    ridgeFar: hex('#9fb6cf'),
    ridgeNear: hex('#3d6a46'),
    waterNear: hex('#1e5a93'),
    waterFar: hex('#4f8fc4'),
    ground: hex('#6f914c'),
    city: hex('#7a8796'),
    trees: hex('#2c5a35'),
    flowers: hex('#f29bb8'),
    branch: hex('#4a3426'),
    dark: hex('#2a2b33'),
  },
  dawn: {
    sky: [hex('#6d95cf'), hex('#d9b3c6'), hex('#ffd9ae')],
    body: hex('#fff0c4'),
    ridgeFar: hex('#b6a7c6'),
    ridgeNear: hex('#4e5e70'),
    waterNear: hex('#3a6394'),
    waterFar: hex('#8aa7cf'),
    ground: hex('#6d7f5a'),
    city: hex('#8c8aa0'),
    trees: hex('#34483f'),
    flowers: hex('#f7a9c0'),
    branch: hex('#4a3730'),
    dark: hex('#2d2a35'),
  },
  sunset: {
    sky: [hex('#2d3575'), hex('#c4577a'), hex('#f8a858')],
    body: hex('#ffcf70'),
    ridgeFar: hex('#8d5b85'),
    ridgeNear: hex('#3a2442'),
    waterNear: hex('#2b2d6a'),
    waterFar: hex('#9a6a9a'),
    ground: hex('#583a44'),
    city: hex('#3d2c4a'),
    trees: hex('#2a1d2d'),
    flowers: hex('#ffb0a0'),
    branch: hex('#2e1f26'),
    dark: hex('#1e1524'),
  },
  night: {
    sky: [hex('#060a1e'), hex('#0f1a3d'), hex('#233a6e')],
    body: hex('#f6f2dc'),
    ridgeFar: hex('#2c3a62'),
    ridgeNear: hex('#0c1128'),
    waterNear: hex('#0b1d48'),
    waterFar: hex('#1d3d78'),
    ground: hex('#111a33'),
    city: hex('#161b33'),
    trees: hex('#0a1122'),
    flowers: hex('#d4a8e0'),
    branch: hex('#0d0f1a'),
    dark: hex('#080a14'),
  },
};

export function naturalPalette(plan: ScenePlan): NaturalPalette {
  const base = BY_TIME[plan.time];
  const palette: NaturalPalette = { ...base, sky: base.sky.map((c) => turnHue(c, plan.hueTurn)) as NaturalPalette['sky'], flowers: turnHue(base.flowers, plan.hueTurn * 2) };
  if (plan.motifs.has('autumn')) {
    palette.trees = plan.time === 'night' ? hex('#3a1c14') : hex('#c0562a');
    palette.ridgeNear = mix(palette.ridgeNear, hex('#8a4a22'), 0.6);
    palette.ground = mix(palette.ground, hex('#a0702e'), 0.6);
  }
  if (plan.motifs.has('spring')) {
    palette.trees = mix(palette.trees, hex('#5fa84a'), 0.6);
    palette.ground = mix(palette.ground, hex('#7fbf5a'), 0.5);
  }
  if (plan.rain) {
    // An overcast sky: the time's colours greyed.
    palette.sky = palette.sky.map((c) => mix(c, hex(plan.time === 'night' ? '#1c2230' : '#9aa3ad'), 0.65)) as NaturalPalette['sky'];
    palette.waterNear = mix(palette.waterNear, hex('#4a5866'), 0.3);
  }
  if (plan.snow) {
    palette.ridgeNear = mix(palette.ridgeNear, hex('#e6edf4'), 0.4);
    palette.ridgeFar = mix(palette.ridgeFar, hex('#eef3f8'), 0.5);
    palette.ground = mix(palette.ground, hex('#eef2f6'), 0.75);
  }
  return palette;
}

/** A layer's colour at its depth (far things take the sky's haze). */
export function layerColour(palette: NaturalPalette, kind: LayerKind, depth: number): Rgb {
  switch (kind) {
    case 'ridge':
      return mix(palette.ridgeFar, palette.ridgeNear, depth);
    case 'water':
      return palette.waterNear;
    case 'ground':
      return palette.ground;
    case 'city':
      return palette.city;
    case 'trees':
      return mix(palette.ridgeFar, palette.trees, 0.35 + 0.65 * depth);
    case 'flowers':
      return palette.flowers;
    case 'branch':
      return palette.branch;
    default:
      return palette.dark;
  }
}
