import { defineMessages } from '@toolhub/sdk';

/** Texts of the style guide itself (the primitives bring their own). */
export const { useT } = defineMessages({
  'zh-CN': {
    title: 'Toolhub 设计系统',
    intro: '每个基础组件的每种状态。工具团队搭建页面时先看这里：组件来自 @toolhub/ui，颜色、间距、字号来自 tokens.css。',
    language: '语言',
    scheme: '配色',
    light: '浅色',
    dark: '深色',
    desktopFrame: '桌面宽度（{width} px）',
    phoneFrame: '手机宽度（{width} px）',
  },
  en: {
    title: 'Toolhub design system',
    intro: 'Every primitive in every state. Tool teams look here first: components come from @toolhub/ui; colours, spacing and type from tokens.css.',
    language: 'Language',
    scheme: 'Colour scheme',
    light: 'Light',
    dark: 'Dark',
    desktopFrame: 'Desktop width ({width} px)',
    phoneFrame: 'Phone width ({width} px)',
  },
});
