import { defineMessages } from '@toolhub/sdk';

/** PDF merge's own words: zh-CN (default) and en. */
export const { useT } = defineMessages({
  'zh-CN': {
    hint: '支持 PDF 文件，可一次选择多个（2–50 个），按列表顺序合并',
    note: '合并后的文件会为每个原文件生成一个书签，方便跳转。',
    pickPages: '调整页面',
    pagesKept: '保留 {kept}/{total} 页',
    pagesOf: '{name} 的页面',
    pagesHint: '取消勾选可去掉该页；拖动页面或用 ← → 按钮调整顺序',
    keepPage: '保留第 {page} 页',
    movePageEarlier: '第 {page} 页前移',
    movePageLater: '第 {page} 页后移',
    pageMoved: '第 {page} 页已移到第 {position} 位',
    restorePages: '恢复全部页面',
    keepAtLeastOne: '每个文件至少保留一页',
    willMerge: '将合并 {files} 个文件，共 {pages} 页',
    willMergeFiles: '将合并 {files} 个文件',
    merge: '开始合并',
  },
  en: {
    hint: 'PDF files, several at once (2–50), merged in the order of the list',
    note: 'The merged file gets a bookmark for each file it came from.',
    pickPages: 'Choose pages',
    pagesKept: '{kept} of {total} pages kept',
    pagesOf: 'Pages of {name}',
    pagesHint: 'Untick a page to leave it out; drag pages or use the ← → buttons to reorder',
    keepPage: 'Keep page {page}',
    movePageEarlier: 'Move page {page} earlier',
    movePageLater: 'Move page {page} later',
    pageMoved: 'Page {page} moved to position {position}',
    restorePages: 'Restore all pages',
    keepAtLeastOne: 'Keep at least one page of every file',
    willMerge: '{files} files, {pages} pages in all, will be merged',
    willMergeFiles: '{files} files will be merged',
    merge: 'Merge',
  },
});
