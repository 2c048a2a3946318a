import type { Insertable } from 'kysely';
import type { CityRatePolicyTable } from '../../db/schema';

/**
 * Mortgage conditions of major cities.
 *
 * - Down payments: the national minimum is 15 % for first and second homes alike since the
 *   PBOC / NFRA notice of 2024-09-29; Beijing, Shanghai and Shenzhen kept 20 % for second
 *   homes in their own notices of the same days.
 * - Commercial rate floors: the national floors were cancelled on 2024-05-17 and banks
 *   price LPR + spread. First-tier cities have floors set by their pricing self-discipline
 *   mechanisms that are not published as official notices; those are left out (null)
 *   rather than guessed. Shanghai's lower second-home down payment in some districts is
 *   also left out.
 * - Provident-fund rates are national (PBOC, 2025-05-08): over 5 years, first home 2.6 %,
 *   second home 3.075 %. Provident down payments vary by city fund centre: left out.
 */

const NATIONAL_DOWN_PAYMENT = '中国人民银行 国家金融监督管理总局《关于优化个人住房贷款最低首付款比例政策的通知》（2024-09-29）';
const PROVIDENT = '公积金利率：中国人民银行，自 2025-05-08 起下调个人住房公积金贷款利率';
const NO_FLOOR = '全国层面商业性个人住房贷款利率政策下限已于 2024-05-17 取消，实际利率为 LPR 加点，由银行按自律机制确定。';
const FIRST_TIER_FLOOR = '商业贷款利率下限由本地自律机制确定，未收录，请以贷款银行报价为准。';

type CityRow = Insertable<CityRatePolicyTable>;

const city = (
  names: [city: string, cityEn: string, province: string],
  downPayment: [first: number, second: number],
  note: string,
  notice: { date: string; source: string },
): CityRow => ({
  city: names[0],
  city_en: names[1],
  province: names[2],
  first_home_rate: null,
  second_home_rate: null,
  first_home_down_payment: downPayment[0],
  second_home_down_payment: downPayment[1],
  provident_first_rate: 2.6,
  provident_second_rate: 3.075,
  note,
  effective_date: notice.date,
  source: `${notice.source}；${PROVIDENT}`,
});

const national = { date: '2024-09-29', source: NATIONAL_DOWN_PAYMENT };
const nationalCity = (names: [string, string, string]) => city(names, [15, 15], NO_FLOOR, national);

export const CITY_RATE_ROWS: CityRow[] = [
  city(['北京', 'Beijing', '北京市'], [15, 20], FIRST_TIER_FLOOR, {
    date: '2024-09-30',
    source: '北京市住房和城乡建设委员会等《关于进一步优化调整本市房地产相关政策的通知》（2024-09-30）',
  }),
  city(['上海', 'Shanghai', '上海市'], [15, 20], `${FIRST_TIER_FLOOR}部分区域二套最低首付比例另有规定，见原文。`, {
    date: '2024-09-29',
    source: '上海市住房和城乡建设管理委员会等《关于优化调整本市房地产政策措施的通知》（2024-09-29）',
  }),
  city(['深圳', 'Shenzhen', '广东省'], [15, 20], FIRST_TIER_FLOOR, {
    date: '2024-09-29',
    source: '深圳市住房和建设局等《关于进一步优化房地产政策的通知》（2024-09-29）',
  }),
  city(['广州', 'Guangzhou', '广东省'], [15, 15], `2024-09-29 起全面取消购房限制，首付比例执行全国标准。${FIRST_TIER_FLOOR}`, national),
  nationalCity(['杭州', 'Hangzhou', '浙江省']),
  nationalCity(['成都', 'Chengdu', '四川省']),
  nationalCity(['武汉', 'Wuhan', '湖北省']),
  nationalCity(['南京', 'Nanjing', '江苏省']),
  nationalCity(['苏州', 'Suzhou', '江苏省']),
  nationalCity(['天津', 'Tianjin', '天津市']),
  nationalCity(['重庆', 'Chongqing', '重庆市']),
  nationalCity(['西安', "Xi'an", '陕西省']),
];
