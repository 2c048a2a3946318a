/**
 * China's provinces by GeoNames' first-level admin code (the cities list's `adminCode` for CN),
 * with the names ip2region gives them, so a reverse look-up and an IP look-up name a province
 * alike. Hong Kong, Macau and Taiwan come as country codes in GeoNames and are listed by them.
 */
export interface Province {
  zh: string;
  en: string;
}

export const CN_PROVINCES: Readonly<Record<string, Province>> = {
  '01': { zh: '安徽省', en: 'Anhui' },
  '02': { zh: '浙江省', en: 'Zhejiang' },
  '03': { zh: '江西省', en: 'Jiangxi' },
  '04': { zh: '江苏省', en: 'Jiangsu' },
  '05': { zh: '吉林省', en: 'Jilin' },
  '06': { zh: '青海省', en: 'Qinghai' },
  '07': { zh: '福建省', en: 'Fujian' },
  '08': { zh: '黑龙江省', en: 'Heilongjiang' },
  '09': { zh: '河南省', en: 'Henan' },
  '10': { zh: '河北省', en: 'Hebei' },
  '11': { zh: '湖南省', en: 'Hunan' },
  '12': { zh: '湖北省', en: 'Hubei' },
  '13': { zh: '新疆维吾尔自治区', en: 'Xinjiang' },
  '14': { zh: '西藏自治区', en: 'Tibet' },
  '15': { zh: '甘肃省', en: 'Gansu' },
  '16': { zh: '广西壮族自治区', en: 'Guangxi' },
  '18': { zh: '贵州省', en: 'Guizhou' },
  '19': { zh: '辽宁省', en: 'Liaoning' },
  '20': { zh: '内蒙古自治区', en: 'Inner Mongolia' },
  '21': { zh: '宁夏回族自治区', en: 'Ningxia' },
  '22': { zh: '北京市', en: 'Beijing' },
  '23': { zh: '上海市', en: 'Shanghai' },
  '24': { zh: '山西省', en: 'Shanxi' },
  '25': { zh: '山东省', en: 'Shandong' },
  '26': { zh: '陕西省', en: 'Shaanxi' },
  '28': { zh: '天津市', en: 'Tianjin' },
  '29': { zh: '云南省', en: 'Yunnan' },
  '30': { zh: '广东省', en: 'Guangdong' },
  '31': { zh: '海南省', en: 'Hainan' },
  '32': { zh: '四川省', en: 'Sichuan' },
  '33': { zh: '重庆市', en: 'Chongqing' },
};

/** Regions GeoNames lists as countries of their own. */
export const CN_REGIONS_BY_COUNTRY: Readonly<Record<string, Province>> = {
  HK: { zh: '香港特别行政区', en: 'Hong Kong' },
  MO: { zh: '澳门特别行政区', en: 'Macau' },
  TW: { zh: '台湾省', en: 'Taiwan' },
};

/** 广东省, 广东, 北京市, 北京 and 内蒙古 all name one province: the name without its suffix. */
export const provinceStem = (name: string) => name.replace(/(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)$/, '');

const BY_STEM = new Map<string, { code: string; province: Province }>(
  [...Object.entries(CN_PROVINCES), ...Object.entries(CN_REGIONS_BY_COUNTRY)].map(([code, province]) => [provinceStem(province.zh), { code, province }]),
);

/** The province (and its GeoNames code) ip2region names, e.g. `广东省` or `上海`. */
export const provinceByName = (name: string) => BY_STEM.get(provinceStem(name));
