import { PagesPreview } from '../../shared/PagesPreview';
import type { PdfDocument } from '../../shared/pdf-reader';
import { useT } from './messages';
import { partsOfPages, type SplitPlan } from './plan';

/** The file's pages, each marked with the file it goes into; pages left out are greyed. */
export function SplitPreview({ document, plan }: { document: PdfDocument; plan: SplitPlan }) {
  const t = useT();
  const parts = plan.ok ? partsOfPages(plan.groups) : new Map<number, number[]>();
  const partsOf = (page: number) => (parts.get(page) ?? []).join(',');
  return (
    <PagesPreview
      document={document}
      title={t('preview')}
      summary={plan.ok && plan.groups.length > 0 ? t('willMake', { count: plan.groups.length }) : undefined}
      hint={t('previewHint')}
      badge={(page) => partsOf(page) || undefined}
      dimmed={(page) => plan.ok && !parts.has(page)}
      describe={(page) => (parts.has(page) ? t('pageInParts', { page, parts: partsOf(page) }) : t('pageLeftOut', { page }))}
    />
  );
}
