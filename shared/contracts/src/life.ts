/**
 * The life family: calorie estimate and location (spec §1; §7 `food_calories`, `calories`,
 * `location`) — what each task takes as business_data.data and what it answers.
 *
 * Calorie estimate: the visitor picks foods from the hub's nutrition table (no food classifier
 * installs offline, DESIGN §5) and gives each a portion; a photo, when given, only suggests the
 * foods the object detector knows (banana, apple, orange, broccoli, carrot, pizza…). The same
 * arithmetic (`portionNutrients`) runs on the server and in the screen, so the live totals the
 * visitor sees are the ones the task answers.
 *
 * Location: an IP address (the visitor's own, from the `whereAmI` call, or one they type) to
 * country, province and city from ip2region; or coordinates (browser geolocation, or typed) to
 * the nearest place of GeoNames' cities list.
 */
import { z } from 'zod/mini';
import { deferred } from './deferred';

/** Task types (business_data.type): the hub's own numbers, like IMAGE_EFFECT_TYPES. */
export const LIFE_TYPES = {
  CalorieEstimate: 141,
  Location: 143,
} as const;
export type LifeTool = keyof typeof LIFE_TYPES;

export const LIFE_TOOL_IDS = { CalorieEstimate: 141, Location: 142 } as const satisfies Record<LifeTool, number>;
export const LIFE_SCENES = { CalorieEstimate: 'calories', Location: 'location' } as const satisfies Record<LifeTool, string>;
export const LIFE_CATEGORY = '生活工具';

/**
 * The family's calls that start a task (`/cgi-bin/tools/<name>`), by path, each onto its request
 * type (joined with the other families' in tool-calls.ts; the thin routes are in
 * server/src/tasks/routes.ts). `food_calories` and `calories` are the same estimate.
 */
export const LIFE_TOOL_CALLS: Record<string, number> = {
  '/cgi-bin/tools/food_calories': LIFE_TYPES.CalorieEstimate,
  '/cgi-bin/tools/calories': LIFE_TYPES.CalorieEstimate,
  '/cgi-bin/tools/location': LIFE_TYPES.Location,
};

/** The family's calls that only read a task by its `task_id` (see TASK_QUERY_CALLS). */
export const LIFE_QUERY_CALLS: readonly string[] = [];

/** Not tasks: the nutrition table (GET) and the address the visitor's request comes from (GET). */
export const LIFE_API = {
  foods: '/api/life/foods',
  whereAmI: '/api/life/whereAmI',
} as const;

/**
 * Why a life task gave no result: the detail of `err is <detail>` (code 1300, or 1201 for a
 * photo that is no image). Nothing is charged for any of them.
 */
export const LIFE_FAILURES = {
  /** The request's shape is wrong (a negative portion, a missing field). */
  badRequest: 'invalid request',
  unknownFood: 'unknown food',
  /** A measure the food has no weight for (a "bowl" of eggs). */
  unknownMeasure: 'unknown measure',
  noFood: 'no food chosen',
  /** The photo is not an image the hub can read. */
  unreadablePhoto: 'error reading file',
  invalidIp: 'invalid IP address',
  badCoordinates: 'invalid coordinates',
} as const;
export type LifeFailure = (typeof LIFE_FAILURES)[keyof typeof LIFE_FAILURES];

// ---------------------------------------------------------------------------------------------
// Calorie estimate

export const FOOD_CATEGORIES = ['staple', 'tuber', 'legume', 'vegetable', 'fungus', 'fruit', 'nut', 'meat', 'poultry', 'seafood', 'egg', 'dairy', 'oil', 'snack', 'drink', 'dish'] as const;
export type FoodCategory = (typeof FOOD_CATEGORIES)[number];

/** Household measures a food may be portioned by; each food says how many grams one is. */
export const FOOD_MEASURES = ['bowl', 'piece', 'slice', 'cup', 'spoon', 'handful', 'plate', 'stick', 'chunk', 'clove', 'can'] as const;
export type FoodMeasure = (typeof FOOD_MEASURES)[number];

/**
 * Where a row's figures come from: `CFCT6` China Food Composition Tables, standard edition,
 * 6th ed. (中国食物成分表 标准版 第6版); `CFCT6-fat` the same table's fat with energy taken as
 * 9 kcal per gram of it (the transcription lost the oils' energy column); `USDA` USDA
 * FoodData Central (public domain), for foods the Chinese tables do not list.
 */
export const FOOD_SOURCES = ['CFCT6', 'CFCT6-fat', 'USDA'] as const;
export type FoodSource = (typeof FOOD_SOURCES)[number];

/** Energy and macronutrients: per 100 g of the edible part in the table, or of a portion. */
export interface Nutrients {
  kcal: number;
  protein: number;
  fat: number;
  carbohydrate: number;
}

export interface Food {
  id: string;
  zh: string;
  en: string;
  /** Other names a visitor may search by (zh and en). */
  synonyms: string[];
  category: FoodCategory;
  per100g: Nutrients;
  source: FoodSource;
  /** The table's food code and name (CFCT), or FoodData Central's description (USDA). */
  reference: string;
  /** Grams of the edible part in one of each measure, e.g. a bowl of rice 150 g. */
  measures: { measure: FoodMeasure; grams: number }[];
}

/** What GET LIFE_API.foods answers in `data`. */
export interface FoodTable {
  foods: Food[];
}

/** The heaviest portion of one item and the most items: beyond them it is a typing slip. */
export const MAX_PORTION_GRAMS = 5000;
export const MAX_MEASURE_COUNT = 50;
export const MAX_FOOD_ITEMS = 40;

const foodId = z.string().check(z.minLength(1), z.maxLength(64));
const objectKey = z.string().check(z.minLength(1), z.maxLength(512));

/** One chosen food: by grams, or by a count of one of its measures (2 个, 1.5 碗). */
export const foodPortionSchema = deferred(() => z.object({
  food: foodId,
  grams: z.optional(z.number().check(z.positive(), z.maximum(MAX_PORTION_GRAMS))),
  measure: z.optional(z.enum(FOOD_MEASURES)),
  count: z.optional(z.number().check(z.positive(), z.maximum(MAX_MEASURE_COUNT))),
}));
export type FoodPortion = z.infer<typeof foodPortionSchema>;

export const calorieEstimateInputSchema = deferred(() => z.object({
  items: z._default(z.array(foodPortionSchema).check(z.maxLength(MAX_FOOD_ITEMS)), []),
  /** An uploaded food photo: the answer then suggests the foods the detector sees in it. */
  photo: z.optional(objectKey),
}));
export type CalorieEstimateInput = z.input<typeof calorieEstimateInputSchema>;

/** How a photo helps: an object detector (NanoDet, COCO classes), not a dish classifier. */
export const PHOTO_ENGINE = 'nanodet-coco';

/** A food the detector thinks it sees: the table's food and the detector's confidence, 0–100. */
export interface FoodSuggestion {
  Food: string;
  /** The detector's class, e.g. `banana`. */
  Label: string;
  Confidence: number;
}

export interface EstimatedItem {
  Food: string;
  Zh: string;
  En: string;
  Grams: number;
  Kcal: number;
  Protein: number;
  Fat: number;
  Carbohydrate: number;
  Source: FoodSource;
  Reference: string;
}

export interface CalorieEstimateResult {
  Items: EstimatedItem[];
  Total: { Grams: number; Kcal: number; Protein: number; Fat: number; Carbohydrate: number };
  /** Only when a photo was given. */
  Suggestions?: FoodSuggestion[];
  PhotoEngine?: typeof PHOTO_ENGINE;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The grams of a portion, or a LIFE_FAILURES detail: grams as given, or count × the food's
 * measure. Neither, or both, is a bad request.
 */
export function portionGrams(food: Pick<Food, 'measures'>, portion: Omit<FoodPortion, 'food'>): number | LifeFailure {
  const byGrams = portion.grams !== undefined;
  const byMeasure = portion.measure !== undefined || portion.count !== undefined;
  if (byGrams === byMeasure) return LIFE_FAILURES.badRequest;
  if (byGrams) return portion.grams as number;
  if (portion.measure === undefined || portion.count === undefined) return LIFE_FAILURES.badRequest;
  const measure = food.measures.find((m) => m.measure === portion.measure);
  if (!measure) return LIFE_FAILURES.unknownMeasure;
  return round1(measure.grams * portion.count);
}

/** Energy (whole kcal) and macronutrients (0.1 g) of `grams` of a food. */
export function portionNutrients(per100g: Nutrients, grams: number): Nutrients {
  const share = grams / 100;
  return {
    kcal: Math.round(per100g.kcal * share),
    protein: round1(per100g.protein * share),
    fat: round1(per100g.fat * share),
    carbohydrate: round1(per100g.carbohydrate * share),
  };
}

/** The sum of the items, rounded as the items are. */
export function totalOf(items: readonly (Nutrients & { grams: number })[]): Nutrients & { grams: number } {
  const sum = (pick: (item: Nutrients & { grams: number }) => number) => round1(items.reduce((total, item) => total + pick(item), 0));
  return { grams: sum((i) => i.grams), kcal: Math.round(sum((i) => i.kcal)), protein: sum((i) => i.protein), fat: sum((i) => i.fat), carbohydrate: sum((i) => i.carbohydrate) };
}

// ---------------------------------------------------------------------------------------------
// Location

export const locationInputSchema = deferred(() => z.object({
  /** An IPv4 or IPv6 address: where is it? */
  ip: z.optional(z.string().check(z.maxLength(64))),
  /** Coordinates (WGS 84 degrees): the nearest place. */
  latitude: z.optional(z.number()),
  longitude: z.optional(z.number()),
}));
export type LocationInput = z.infer<typeof locationInputSchema>;

/** What kind of address an IP is: only a public one has a place. */
export const IP_SCOPES = ['public', 'private', 'loopback', 'link-local', 'shared', 'reserved'] as const;
export type IpScope = (typeof IP_SCOPES)[number];

/** A place of the cities list near the point. */
export interface NearbyPlace {
  Name: string;
  CountryCode: string;
  Latitude: number;
  Longitude: number;
  Population: number;
  DistanceKm: number;
}

export interface LocationResult {
  /** What was asked. */
  Query: 'ip' | 'coordinates';
  Ip?: string;
  IpVersion?: 4 | 6;
  Scope?: IpScope;
  /** zh names from ip2region, or from the cities list's country code and province table. */
  Country?: string;
  CountryCode?: string;
  Province?: string;
  ProvinceEn?: string;
  City?: string;
  /** The nearest place of the cities list: a city, town or district. */
  District?: string;
  Isp?: string;
  /** The point drawn: the coordinates asked, or (for an IP) the province's capital. */
  Latitude?: number;
  Longitude?: number;
  /** The point stands for a whole province or country (an IP's place), not the exact spot. */
  Approximate: boolean;
  /** Places around the point, nearest first (the drawing labels them). */
  Nearby: NearbyPlace[];
}

/** Lower case, no spaces or brackets, full-width letters folded: how names are compared. */
export const foodSearchKey = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s()（）[\]【】,，、·-]+/g, '');

/**
 * The foods matching what the visitor typed, best first: a name that starts with it before one
 * that contains it, the zh and en names before the synonyms. An empty query matches nothing.
 */
export function searchFoods(foods: readonly Food[], query: string, limit = 20): Food[] {
  const key = foodSearchKey(query);
  if (!key) return [];
  const scored: { food: Food; score: number }[] = [];
  for (const food of foods) {
    const names = [food.zh, food.en].map(foodSearchKey);
    const others = food.synonyms.map(foodSearchKey);
    let score = 0;
    if (names.some((name) => name === key)) score = 5;
    else if (others.some((name) => name === key)) score = 4;
    else if (names.some((name) => name.startsWith(key))) score = 3;
    else if (others.some((name) => name.startsWith(key))) score = 2;
    else if ([...names, ...others].some((name) => name.includes(key))) score = 1;
    if (score) scored.push({ food, score });
  }
  // Stable sort: among equals the table's own order (common foods first) stays.
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ food }) => food);
}

/** What GET LIFE_API.whereAmI answers in `data`: the address the request came from, as the server sees it. */
export interface WhereAmI {
  ip: string;
}
