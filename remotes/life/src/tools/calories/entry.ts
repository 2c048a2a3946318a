import type { ToolMeta } from '@toolhub/contracts';

/**
 * 食物热量估算 in the catalog. The build reads the catalog in Node, where the contracts' values
 * do not load: the ids are written out (LIFE_TOOL_IDS / LIFE_TYPES.CalorieEstimate 141) and the
 * catalog test holds them to the contracts. Free to open; a photo's analysis takes a use.
 */
export const caloriesEntry: ToolMeta = {
  toolid: 141,
  path: 'calories',
  name: '食物热量估算',
  keyword: '食物热量 卡路里 热量计算 营养成分 蛋白质 脂肪 碳水 减肥 饮食记录 食物成分表 calories kcal nutrition diet food',
  category: '生活工具',
  icon: '🍱',
  scene: 'calories',
  reqType: 141,
  needCharge: false,
  maxsize: 10485760,
  module: './Calories',
  description: '从食物表中选择吃了什么、吃了多少，算出热量和蛋白质、脂肪、碳水化合物；拍张照片可帮你找出照片里的水果等食物。',
  en: {
    name: 'Food calories',
    keyword: 'calories nutrition protein fat carbs food diet',
    category: 'Everyday tools',
    description: 'Pick what you ate and how much to get the calories, protein, fat and carbohydrates; a photo helps find fruit and other foods in it.',
  },
};
