import type { ToolMeta } from '@toolhub/contracts';

/**
 * The {{name}} family's tools, read by the shell (and by the build, in Node: so type imports
 * only). The page of a tool is `/<path>.html`; `module` is its exposed module in rspack.config.ts.
 * The example's id was picked far from the hub's others; give your tools ids of their own.
 */
export const catalog: ToolMeta[] = [
  {
    toolid: {{toolid}},
    path: '{{name}}-example',
    name: '字数统计',
    keyword: '字数 字符数 统计 计数 word count',
    category: '{{category}}',
    icon: '🔢',
    scene: '{{name}}_example',
    needCharge: false,
    module: './Example',
    description: '统计一段文字的字符数、字数和行数，输入时实时更新。',
    // The same texts in English: the build fails without them (every page works in zh-CN and en).
    en: {
      name: 'Word count',
      keyword: 'word count characters lines',
      category: 'Text',
      description: 'Counts the characters, words and lines of a text as you type.',
    },
  },
];

export default catalog;
