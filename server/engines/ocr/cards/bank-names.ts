/**
 * Which bank issued a card, when the card does not say it in Chinese: its English name, or
 * the first six digits of its number (the issuer identification number, BIN). A small table
 * of well-known Chinese banks only — a bank not named here is left out of the answer rather
 * than guessed.
 *
 * Sources (public facts, not code): the banks' English names as the banks print them; the
 * prefixes as the banks' own card pages and China UnionPay's published issuer lists give them
 * for their best-known debit cards (ICBC 牡丹灵通卡 622202, ABC 金穗借记卡 622848, CCB 龙卡储蓄卡
 * 621700 and 622700, CMB 一卡通 622588, BOCOM 太平洋借记卡 622262, PSBC 621799, BOC 长城电子
 * 借记卡 601382).
 */

export interface KnownBank {
  name: string;
  /** As printed on its cards, in capitals. */
  english: string;
  /** Number prefixes of its cards. */
  prefixes: readonly string[];
}

export const KNOWN_BANKS: readonly KnownBank[] = [
  { name: '中国工商银行', english: 'INDUSTRIAL AND COMMERCIAL BANK OF CHINA', prefixes: ['622202'] },
  { name: '中国农业银行', english: 'AGRICULTURAL BANK OF CHINA', prefixes: ['622848'] },
  { name: '中国银行', english: 'BANK OF CHINA', prefixes: ['601382'] },
  { name: '中国建设银行', english: 'CHINA CONSTRUCTION BANK', prefixes: ['621700', '622700'] },
  { name: '交通银行', english: 'BANK OF COMMUNICATIONS', prefixes: ['622262'] },
  { name: '招商银行', english: 'CHINA MERCHANTS BANK', prefixes: ['622588'] },
  { name: '中国邮政储蓄银行', english: 'POSTAL SAVINGS BANK OF CHINA', prefixes: ['621799'] },
];

/** The bank whose English name the text holds; the longest name first ('AGRICULTURAL BANK OF CHINA' holds 'BANK OF CHINA'). */
export function bankOfEnglishName(text: string): string | undefined {
  const upper = text.toUpperCase().replace(/\s+/g, ' ');
  return [...KNOWN_BANKS].sort((a, b) => b.english.length - a.english.length).find((bank) => upper.includes(bank.english))?.name;
}

/** The bank whose prefix the number starts with. */
export const bankOfNumber = (number: string) => KNOWN_BANKS.find((bank) => bank.prefixes.some((prefix) => number.startsWith(prefix)))?.name;
