/**
 * The copy of the equity texts (ids and meaning in EQUITY_TEXT of the contracts). '#' stands
 * for a value the browser fills in: the first '#' a count or a date, '#元' a price in yuan —
 * a placeholder kept as is in English too, since the browser replaces it whole.
 * Every scene shares one set; a scene may override single texts where its wording differs.
 *
 * A tip says only what is true for everyone in its state: a visitor not logged in hears what a
 * login brings every day (not "today": the account may have used some elsewhere), and the
 * paid tip's count holds today's free uses as well as the bought ones.
 */
import { EQUITY_TEXT, IMAGE_FAMILY_SCENES, PDF_FAMILY_SCENES, SPEECH_SCENES, TEXT_FAMILY_SCENES, type EquityTextLang } from '@toolhub/contracts';

type TextName = keyof typeof EQUITY_TEXT;
type Copy = Record<TextName, string>;

const SHARED_COPY: Record<EquityTextLang, Copy> = {
  'zh-CN': {
    tipNoLogin: '登录后每天可免费使用#次',
    tipNoLoginTried: '今日免费试用已用完，登录后每天可免费使用#次',
    tipNoEquity: '今日剩余#次，开通会员低至#元/月享无限次',
    tipNoEquityNoPrice: '今日剩余#次，开通会员享无限次',
    tipEquity: '会员尊享无限次使用，尽情畅用吧',
    tipPaid: '剩余#次（含已购次数），开通会员享无限次',
    offerTitle: '开通会员，全部工具无限次使用',
    vipTag: 'VIP会员',
    svipTag: 'SVIP会员',
    expiry: '会员有效期至#',
    usedUp: '今日免费次数已用完，开通会员可继续使用',
    autoRenewPrice: '连续包月#元/月，可随时取消',
    loginForFree: '登录即可享受免费使用特权',
    memberBenefit: '会员不限每日次数，识别、转换等全部工具随心用',
  },
  en: {
    tipNoLogin: 'Log in for # free uses every day',
    tipNoLoginTried: "Today's free try is used up; log in for # free uses every day",
    tipNoEquity: '# uses left today; go unlimited from #元 a month',
    tipNoEquityNoPrice: '# uses left today; become a member to go unlimited',
    tipEquity: 'Member: unlimited uses, enjoy',
    tipPaid: '# uses left, bought ones included; members use it without limit',
    offerTitle: 'Become a member: every tool, no limit',
    vipTag: 'VIP',
    svipTag: 'SVIP',
    expiry: 'Membership valid until #',
    usedUp: "Today's free uses are gone; become a member to carry on",
    autoRenewPrice: 'Monthly auto-renew at #元 a month, cancel any time',
    loginForFree: 'Log in to enjoy free privileges',
    memberBenefit: 'Members have no daily limit on any tool: recognition, conversion and more',
  },
};

/** The PDF family's wording, for the scenes of its tools. */
const PDF_COPY: Record<EquityTextLang, Partial<Copy>> = {
  'zh-CN': {
    usedUp: '今日免费PDF处理次数已用完，开通会员可继续处理',
    memberBenefit: '会员不限每日次数，PDF拆分、合并、压缩、加解密和格式转换随心用',
  },
  en: {
    usedUp: "Today's free PDF jobs are gone; become a member to carry on",
    memberBenefit: 'Members split, merge, compress, encrypt, decrypt and convert PDFs without a daily limit',
  },
};

/** The image family's wording, for the scenes of its tools. */
const IMAGE_COPY: Record<EquityTextLang, Partial<Copy>> = {
  'zh-CN': {
    usedUp: '今日免费图片处理次数已用完，开通会员可继续处理',
    memberBenefit: '会员不限每日次数，图片修复、抠图、动漫滤镜、去文字和人脸特效随心用',
  },
  en: {
    usedUp: "Today's free picture jobs are gone; become a member to carry on",
    memberBenefit: 'Members fix, cut out, stylise, clean up and touch up pictures without a daily limit',
  },
};

/** The speech family's wording, for the scenes of its tools. */
const SPEECH_COPY: Record<EquityTextLang, Partial<Copy>> = {
  'zh-CN': {
    usedUp: '今日免费语音处理次数已用完，开通会员可继续使用',
    memberBenefit: '会员不限每日次数，文字转语音、音频转文字随心用',
  },
  en: {
    usedUp: "Today's free speech jobs are gone; become a member to carry on",
    memberBenefit: 'Members read text aloud and transcribe audio without a daily limit',
  },
};

/** The text family's wording, for the scenes of its tools. */
const TEXT_COPY: Record<EquityTextLang, Partial<Copy>> = {
  'zh-CN': {
    usedUp: '今日免费文字处理次数已用完，开通会员可继续使用',
    memberBenefit: '会员不限每日次数，文章摘要、文档问答、文件解析和网页提取随心用',
  },
  en: {
    usedUp: "Today's free text jobs are gone; become a member to carry on",
    memberBenefit: 'Members summarise, ask documents, parse files and read web pages without a daily limit',
  },
};

/** Scenes whose wording differs from the shared set, keyed by the scenes the catalogs declare. */
const SCENE_COPY: Record<string, Record<EquityTextLang, Partial<Copy>>> = Object.fromEntries([
  ...PDF_FAMILY_SCENES.map((scene) => [scene, PDF_COPY] as const),
  ...IMAGE_FAMILY_SCENES.map((scene) => [scene, IMAGE_COPY] as const),
  ...Object.values(SPEECH_SCENES).map((scene) => [scene, SPEECH_COPY] as const),
  ...TEXT_FAMILY_SCENES.map((scene) => [scene, TEXT_COPY] as const),
]);

/** The copywritingMap of a scene: every text id, keyed by the id as a string. */
export function sceneTexts(scene: string, lang: EquityTextLang): Record<string, { content: string }> {
  const copy: Copy = { ...SHARED_COPY[lang], ...SCENE_COPY[scene]?.[lang] };
  const names = Object.keys(EQUITY_TEXT) as TextName[];
  return Object.fromEntries(names.map((name) => [String(EQUITY_TEXT[name]), { content: copy[name] }]));
}
