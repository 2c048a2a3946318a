/**
 * What image recognition (tool 51, scene `image_recognize`, sub_req_type 0) answers in
 * `business_data.data`: the objects found in the photo, each with the class it was recognised
 * as, how sure the detector is, and its box in the uploaded image. The classes are the 80 of
 * the COCO detection benchmark (cocodataset.org), named here in Chinese and English.
 */
import { z } from 'zod/mini';
import { deferred } from './deferred';

/** The 80 COCO object classes, in the order detectors trained on COCO number them (0-based). */
export const COCO_CLASSES = [
  'person', 'bicycle', 'car', 'motorcycle', 'airplane', 'bus', 'train', 'truck', 'boat', 'traffic light',
  'fire hydrant', 'stop sign', 'parking meter', 'bench', 'bird', 'cat', 'dog', 'horse', 'sheep', 'cow',
  'elephant', 'bear', 'zebra', 'giraffe', 'backpack', 'umbrella', 'handbag', 'tie', 'suitcase', 'frisbee',
  'skis', 'snowboard', 'sports ball', 'kite', 'baseball bat', 'baseball glove', 'skateboard', 'surfboard', 'tennis racket', 'bottle',
  'wine glass', 'cup', 'fork', 'knife', 'spoon', 'bowl', 'banana', 'apple', 'sandwich', 'orange',
  'broccoli', 'carrot', 'hot dog', 'pizza', 'donut', 'cake', 'chair', 'couch', 'potted plant', 'bed',
  'dining table', 'toilet', 'tv', 'laptop', 'mouse', 'remote', 'keyboard', 'cell phone', 'microwave', 'oven',
  'toaster', 'sink', 'refrigerator', 'book', 'clock', 'vase', 'scissors', 'teddy bear', 'hair drier', 'toothbrush',
] as const;
export type CocoClass = (typeof COCO_CLASSES)[number];

/** Each class as the visitor reads it: zh-CN (the default) and en. */
export const COCO_CLASS_NAMES: Record<CocoClass, { 'zh-CN': string; en: string }> = {
  person: { 'zh-CN': '人物', en: 'Person' },
  bicycle: { 'zh-CN': '自行车', en: 'Bicycle' },
  car: { 'zh-CN': '汽车', en: 'Car' },
  motorcycle: { 'zh-CN': '摩托车', en: 'Motorcycle' },
  airplane: { 'zh-CN': '飞机', en: 'Airplane' },
  bus: { 'zh-CN': '公交车', en: 'Bus' },
  train: { 'zh-CN': '火车', en: 'Train' },
  truck: { 'zh-CN': '卡车', en: 'Truck' },
  boat: { 'zh-CN': '船', en: 'Boat' },
  'traffic light': { 'zh-CN': '红绿灯', en: 'Traffic light' },
  'fire hydrant': { 'zh-CN': '消防栓', en: 'Fire hydrant' },
  'stop sign': { 'zh-CN': '停车标志', en: 'Stop sign' },
  'parking meter': { 'zh-CN': '停车计时器', en: 'Parking meter' },
  bench: { 'zh-CN': '长椅', en: 'Bench' },
  bird: { 'zh-CN': '鸟', en: 'Bird' },
  cat: { 'zh-CN': '猫', en: 'Cat' },
  dog: { 'zh-CN': '狗', en: 'Dog' },
  horse: { 'zh-CN': '马', en: 'Horse' },
  sheep: { 'zh-CN': '羊', en: 'Sheep' },
  cow: { 'zh-CN': '牛', en: 'Cow' },
  elephant: { 'zh-CN': '大象', en: 'Elephant' },
  bear: { 'zh-CN': '熊', en: 'Bear' },
  zebra: { 'zh-CN': '斑马', en: 'Zebra' },
  giraffe: { 'zh-CN': '长颈鹿', en: 'Giraffe' },
  backpack: { 'zh-CN': '背包', en: 'Backpack' },
  umbrella: { 'zh-CN': '雨伞', en: 'Umbrella' },
  handbag: { 'zh-CN': '手提包', en: 'Handbag' },
  tie: { 'zh-CN': '领带', en: 'Tie' },
  suitcase: { 'zh-CN': '行李箱', en: 'Suitcase' },
  frisbee: { 'zh-CN': '飞盘', en: 'Frisbee' },
  skis: { 'zh-CN': '滑雪板', en: 'Skis' },
  snowboard: { 'zh-CN': '单板滑雪板', en: 'Snowboard' },
  'sports ball': { 'zh-CN': '球', en: 'Ball' },
  kite: { 'zh-CN': '风筝', en: 'Kite' },
  'baseball bat': { 'zh-CN': '棒球棒', en: 'Baseball bat' },
  'baseball glove': { 'zh-CN': '棒球手套', en: 'Baseball glove' },
  skateboard: { 'zh-CN': '滑板', en: 'Skateboard' },
  surfboard: { 'zh-CN': '冲浪板', en: 'Surfboard' },
  'tennis racket': { 'zh-CN': '网球拍', en: 'Tennis racket' },
  bottle: { 'zh-CN': '瓶子', en: 'Bottle' },
  'wine glass': { 'zh-CN': '酒杯', en: 'Wine glass' },
  cup: { 'zh-CN': '杯子', en: 'Cup' },
  fork: { 'zh-CN': '叉子', en: 'Fork' },
  knife: { 'zh-CN': '刀', en: 'Knife' },
  spoon: { 'zh-CN': '勺子', en: 'Spoon' },
  bowl: { 'zh-CN': '碗', en: 'Bowl' },
  banana: { 'zh-CN': '香蕉', en: 'Banana' },
  apple: { 'zh-CN': '苹果', en: 'Apple' },
  sandwich: { 'zh-CN': '三明治', en: 'Sandwich' },
  orange: { 'zh-CN': '橙子', en: 'Orange' },
  broccoli: { 'zh-CN': '西兰花', en: 'Broccoli' },
  carrot: { 'zh-CN': '胡萝卜', en: 'Carrot' },
  'hot dog': { 'zh-CN': '热狗', en: 'Hot dog' },
  pizza: { 'zh-CN': '披萨', en: 'Pizza' },
  donut: { 'zh-CN': '甜甜圈', en: 'Donut' },
  cake: { 'zh-CN': '蛋糕', en: 'Cake' },
  chair: { 'zh-CN': '椅子', en: 'Chair' },
  couch: { 'zh-CN': '沙发', en: 'Couch' },
  'potted plant': { 'zh-CN': '盆栽', en: 'Potted plant' },
  bed: { 'zh-CN': '床', en: 'Bed' },
  'dining table': { 'zh-CN': '餐桌', en: 'Dining table' },
  toilet: { 'zh-CN': '马桶', en: 'Toilet' },
  tv: { 'zh-CN': '电视', en: 'TV' },
  laptop: { 'zh-CN': '笔记本电脑', en: 'Laptop' },
  mouse: { 'zh-CN': '鼠标', en: 'Mouse' },
  remote: { 'zh-CN': '遥控器', en: 'Remote control' },
  keyboard: { 'zh-CN': '键盘', en: 'Keyboard' },
  'cell phone': { 'zh-CN': '手机', en: 'Mobile phone' },
  microwave: { 'zh-CN': '微波炉', en: 'Microwave' },
  oven: { 'zh-CN': '烤箱', en: 'Oven' },
  toaster: { 'zh-CN': '烤面包机', en: 'Toaster' },
  sink: { 'zh-CN': '水槽', en: 'Sink' },
  refrigerator: { 'zh-CN': '冰箱', en: 'Refrigerator' },
  book: { 'zh-CN': '书', en: 'Book' },
  clock: { 'zh-CN': '时钟', en: 'Clock' },
  vase: { 'zh-CN': '花瓶', en: 'Vase' },
  scissors: { 'zh-CN': '剪刀', en: 'Scissors' },
  'teddy bear': { 'zh-CN': '泰迪熊', en: 'Teddy bear' },
  'hair drier': { 'zh-CN': '吹风机', en: 'Hair dryer' },
  toothbrush: { 'zh-CN': '牙刷', en: 'Toothbrush' },
};

/** A class's name in the visitor's language; a name outside the table as it came. */
export function cocoClassName(name: string, locale: 'zh-CN' | 'en'): string {
  return Object.hasOwn(COCO_CLASS_NAMES, name) ? COCO_CLASS_NAMES[name as CocoClass][locale] : name;
}

/** Where an object sits, in pixels of the uploaded image (upright by its EXIF orientation). */
export const labelBoxSchema = deferred(() => z.object({ X: z.number(), Y: z.number(), Width: z.number(), Height: z.number() }));
export type LabelBox = z.infer<typeof labelBoxSchema>;

/** One object found in the photo. */
export const imageLabelSchema = deferred(() => z.object({
  /** The COCO class id in English (`cat`, `dining table`); COCO_CLASS_NAMES names it. */
  Name: z.string(),
  /** 0–100. */
  Confidence: z.number(),
  Box: labelBoxSchema,
}));
export type ImageLabel = z.infer<typeof imageLabelSchema>;

/** What image recognition answers: the objects, surest first. */
export const imageRecognitionResultSchema = deferred(() => z.object({ Labels: z.array(imageLabelSchema) }));
export type ImageRecognitionResult = z.infer<typeof imageRecognitionResultSchema>;
