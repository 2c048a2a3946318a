import { defineMessages, useLocale } from '@toolhub/sdk';
import type { CARD_FIELDS } from '@toolhub/contracts';

/**
 * The cards' field names as the page shows them: in Chinese as the card prints them (the
 * engine's names, CARD_FIELDS), in English for an English page. A name the engine adds that
 * is not listed here shows as it came.
 */
const FIELD_NAMES = {
  姓名: 'Name',
  性别: 'Sex',
  民族: 'Ethnic group',
  出生: 'Date of birth',
  住址: 'Address',
  公民身份号码: 'ID number',
  签发机关: 'Issuing authority',
  有效期限: 'Valid period',
  卡号: 'Card number',
  银行: 'Bank',
  卡类型: 'Card type',
  有效期: 'Valid thru',
  统一社会信用代码: 'Unified social credit code',
  名称: 'Name',
  类型: 'Type',
  法定代表人: 'Legal representative',
  负责人: 'Person in charge',
  经营者: 'Operator',
  执行事务合伙人: 'Executive partner',
  投资人: 'Investor',
  注册资本: 'Registered capital',
  组成形式: 'Form of organisation',
  出资额: 'Capital contribution',
  成立日期: 'Date of establishment',
  注册日期: 'Date of registration',
  营业期限: 'Business term',
  合伙期限: 'Partnership term',
  住所: 'Domicile',
  营业场所: 'Business premises',
  经营场所: 'Business premises',
  主要经营场所: 'Main business premises',
  经营范围: 'Business scope',
} as const satisfies Record<(typeof CARD_FIELDS)[keyof typeof CARD_FIELDS][number], string> & Record<string, string>;

type FieldName = keyof typeof FIELD_NAMES;
const chinese = Object.fromEntries(Object.keys(FIELD_NAMES).map((name) => [name, name])) as Record<FieldName, string>;
const { t } = defineMessages<FieldName>({ 'zh-CN': chinese, en: FIELD_NAMES });

const known = (name: string): name is FieldName => Object.hasOwn(FIELD_NAMES, name);

/** A field's name in the page's language, outside React (copy, CSV). */
export const fieldNameOf = (name: string) => (known(name) ? t(name) : name);

/** The same in React: re-renders when the page's language changes. */
export function useFieldName() {
  useLocale();
  return fieldNameOf;
}
