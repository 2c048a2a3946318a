import type { ToolMeta } from '@toolhub/contracts';

/**
 * 我的位置 / IP 归属地 in the catalog (ids written out, held to LIFE_TOOL_IDS / LIFE_TYPES by
 * the catalog test). Free: a look-up in two tables takes no use.
 */
export const locationEntry: ToolMeta = {
  toolid: 142,
  path: 'location',
  name: '位置查询',
  keyword: '我的位置 IP归属地 IP查询 IP地址 定位 经纬度 坐标查询 逆地理编码 所在城市 省份 location geolocation ip lookup',
  category: '生活工具',
  icon: '📍',
  scene: 'location',
  reqType: 143,
  needCharge: false,
  module: './Location',
  description: '查看我在哪里（浏览器定位或网络地址），查询任意 IP 的归属地，或由经纬度找到最近的城市。',
  en: {
    name: 'Where am I',
    keyword: 'location ip lookup geolocation coordinates city',
    category: 'Everyday tools',
    description: 'Shows where you are (browser position or network address), where any IP address is, or the nearest city to a latitude and longitude.',
  },
};
